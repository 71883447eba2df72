// Flight from a besieged city: edge cases beyond the scenario records (seed notes 3–10, digest §3.4).
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { describe, expect, it } from 'vitest';
import {
  escapeActions, escapeProblem, startTurnPart, type SiegeSlice,
} from '../../../expansions/siege/index.js';
import {
  deploy, escape, escapeChoices, PASS, place, play, S14_ACTIONS, S14_DECK, siegeGame,
} from './helpers.js';
import { TEST_CATALOG } from './test-modules.js';

const s14 = (options: Record<string, unknown> = {}) => {
  const g = siegeGame(S14_DECK, options);
  play(g, S14_ACTIONS);
  return g;
};

describe('the escape phase', () => {
  it('sits after deployment, scoring and turn-end, and the limit resets right after each draw', () => {
    const ids = s14().rules.pipeline.map((p) => p.id);
    expect(ids).toEqual(['draw', 'siege/part-start', 'place', 'deploy', 'score', 'turn-end', 'siege/escape', 'next']);
  });

  const catapultShipped = BUILT_IN_MODULES.some((m) => m.id === 'catapult');
  it.skipIf(!catapultShipped)('with the catapult loaded too, the escape comes before the catapult round (digest §2.3 proposal)', () => {
    const g = siegeGame(S14_DECK, {}, { expansions: ['base', 'catapult', 'siege'] });
    const ids = g.rules.pipeline.map((p) => p.id);
    const round = ids.findIndex((id) => id.startsWith('catapult/'));
    expect(round).toBeGreaterThan(ids.indexOf('siege/escape'));
    expect(ids.indexOf('siege/escape')).toBe(ids.indexOf('turn-end') + 1);
  });

  it('lists every legal escape plus pass, and each listed escape is valid', () => {
    const g = s14();
    expect(g.state.turn.phase).toBe('siege/escape');
    expect(g.choices()).toEqual([escape(1, 0, 'NC'), PASS]);
    for (const a of g.choices()) expect(g.validate(a)).toBeNull();
  });

  it('sends the follower home without scoring and ends the turn: it cannot be deployed again in it (seed note 10)', () => {
    const g = s14();
    const r = g.apply(escape(1, 0, 'NC'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'follower-returned', reason: 'escape' }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'siege/escaped', x: 1, y: 0, at: 'NC' }));
    expect(g.state.scores).toEqual([0, 0]);
    expect(g.state.scoring).toEqual([]);
    expect(g.state.supply[0].follower).toBe(7);
    expect(g.state.turn).toMatchObject({ player: 1, number: 3, phase: 'place' });
    expect(g.apply(deploy('NC'))).toMatchObject({ ok: false, error: { rule: 'action.wrong-phase' } });
  });

  it('accepts any segment of the same city on that tile for the follower\'s spot', () => {
    const g = s14();
    expect(g.validate(escape(1, 0, 'NL'))).toBeNull();
    expect(g.apply(escape(1, 0, 'NR')).ok).toBe(true);
    expect(g.state.followers).toEqual([]);
  });

  it('is never offered outside its phase and never with nothing to escape', () => {
    const g = siegeGame(S14_DECK);
    for (const a of S14_ACTIONS) {
      if (g.state.turn.phase !== 'siege/escape') expect(escapeChoices(g)).toEqual([]);
      play(g, [a]);
    }
    expect(escapeChoices(g)).toHaveLength(1);
  });

  it('with siege.escape = off the board of S14 never stops for an escape', () => {
    const g = s14({ 'siege.escape': 'off' });
    expect(g.state.turn).toMatchObject({ player: 1, phase: 'place' });
    expect(escapeActions(g)).toEqual([]);
    expect(escapeProblem(g, escape(1, 0, 'NC'))).toMatchObject({ rule: 'siege.escape-off' });
  });
});

describe('limits', () => {
  it('two qualifying besieged cities still allow one escape in the turn (seed note 7)', () => {
    const g = siegeGame(['cathars/2', 'base/U', 'siege/2', 'base/B', 'base/U', 'base/U']);
    play(g, [place(1, 0, 0), deploy('NC'), place(2, 0, 90), PASS, place(-1, 0, 0), deploy('NC'),
      place(0, 1, 0), PASS, place(3, 0, 90), PASS]);
    expect(escapeChoices(g)).toEqual([escape(1, 0, 'NC'), escape(-1, 0, 'NC')]);
    play(g, [escape(-1, 0, 'NC')]);
    expect(g.state.turn).toMatchObject({ player: 1, phase: 'place' });
    expect(g.state.followers.map((f) => [f.player, f.at, g.placed(f.tile).x])).toEqual([[0, 'NC', 1]]);
  });

  it('the counter is per turn part: a used escape blocks the phase until startTurnPart resets it (seed note 8)', () => {
    const g = s14();
    const slice = g.slice<SiegeSlice>('siege');
    slice.escapes = 1;
    expect(escapeActions(g)).toEqual([]);
    expect(escapeProblem(g, escape(1, 0, 'NC'))).toMatchObject({ rule: 'siege.escape-used', message: expect.stringContaining('Red already') });
    startTurnPart(g);
    expect(slice).toEqual({ escapes: 0, declined: false });
    expect(escapeActions(g)).toEqual([escape(1, 0, 'NC')]);
  });

  it('the next draw resets the counter, so the same player may escape again in a later turn', () => {
    const g = siegeGame(['cathars/2', 'base/U', 'siege/2', 'base/B', 'base/U', 'base/U', 'base/U', 'base/U']);
    play(g, [place(1, 0, 0), deploy('NC'), place(2, 0, 90), PASS, place(-1, 0, 0), deploy('NC'),
      place(0, 1, 0), PASS, place(3, 0, 90), PASS, escape(1, 0, 'NC')]);
    expect(g.slice<SiegeSlice>('siege').escapes).toBe(0);
    play(g, [place(4, 0, 90), PASS, place(5, 0, 90), PASS]);
    expect(escapeChoices(g)).toEqual([escape(-1, 0, 'NC')]);
  });

  it('a city completed this turn has already sent its followers home: nothing to escape (digest §3.4)', () => {
    const g = siegeGame(['besiegers/6', 'base/N', 'base/B', 'base/N', 'base/U']);
    play(g, [place(1, 0, 0), deploy('NC'), place(0, -1, 90), deploy('EC'), place(0, 1, 0), PASS]);
    expect(escapeChoices(g)).toEqual([escape(1, 0, 'NC')]);
    play(g, [PASS, place(1, -1, 180), PASS]);
    expect(g.state.followers).toEqual([]);
    expect(g.state.turn).toMatchObject({ player: 0, phase: 'place' });
  });
});

describe('malformed and wrong escapes are rule errors that change nothing', () => {
  it.each([
    [{ type: 'siege/escape', x: 1, y: 0 }, 'siege.escape-malformed'],
    [{ type: 'siege/escape', x: 1.5, y: 0, at: 'NC' }, 'siege.escape-malformed'],
    [escape(9, 9, 'NC'), 'siege.escape-no-follower'],
    [escape(0, 1, 'cloister'), 'siege.escape-no-follower'],
    [escape(1, 0, 'SC'), 'siege.escape-no-follower'],
  ])('%j → %s', (action, rule) => {
    const g = s14();
    const before = JSON.stringify(g.state);
    expect(g.apply(action)).toMatchObject({ ok: false, error: { rule } });
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it('a follower on a road of a besieged city\'s tile is not in the city', () => {
    const g = siegeGame(['cathars/2', 'base/B', 'base/U', 'base/U']);
    play(g, [place(1, 0, 0), deploy('NC'), place(0, 1, 0), PASS, place(2, 0, 90), deploy('WC')]);
    expect(escapeProblem(g, escape(2, 0, 'WC'))).toMatchObject({
      rule: 'siege.escape-not-besieged', message: 'the follower at (2, 0) "WC" stands on a road, not in a besieged city',
    });
  });
});

describe('abbey-like cloisters and mayor-like followers (S19; seed notes 3, 4)', () => {
  const game = (cloisterTile: string) => {
    const g = siegeGame(['cathars/2', cloisterTile, 'base/U', 'base/U'], {},
      { catalog: TEST_CATALOG, expansions: ['base', 'siege', 'test-abbey'] });
    play(g, [place(1, 0, 0), { type: 'deploy', at: 'NC', follower: 'test-abbey/mayor' }]);
    expect(g.state.followers[0]).toMatchObject({ player: 0, type: 'test-abbey/mayor' });
    expect(g.state.supply[0]).toEqual({ follower: 7, 'test-abbey/mayor': 0 });
    play(g, [place(0, 1, 0), PASS, place(-1, 0, 90), PASS]);
    return g;
  };

  it('a mayor escapes through an abbey next to the siege tile', () => {
    const g = game('testabbey/A');
    expect(g.state.turn.phase).toBe('siege/escape');
    expect(g.choices()).toEqual([escape(1, 0, 'NC'), PASS]);
    const r = g.apply(escape(1, 0, 'NC'));
    expect(r.ok && r.events).toContainEqual(expect.objectContaining({
      type: 'follower-returned', reason: 'escape', follower: expect.objectContaining({ type: 'test-abbey/mayor' }),
    }));
    expect(g.state.followers).toEqual([]);
  });

  it('a feature kind that is not cloister-like opens no way out', () => {
    const g = game('testabbey/G');
    expect(g.state.turn).toMatchObject({ player: 1, phase: 'place' });
    expect(g.state.followers).toMatchObject([{ player: 0, type: 'test-abbey/mayor', at: 'NC' }]);
  });
});

describe('why an escape is not possible now (the escape phase answers while another phase waits)', () => {
  it.skipIf(!BUILT_IN_MODULES.some((m) => m.id === 'catapult'))('a second escape during the catapult round that follows is siege.escape-used, not wrong-phase', () => {
    // S14 with a fair tile as Red's last tile: Red escapes, then the catapult round starts.
    const g = siegeGame(['cathars/2', 'base/B', 'catapult/08', 'base/U'], {}, { expansions: ['base', 'catapult', 'siege'] });
    play(g, [place(1, 0, 0), deploy('NC'), place(0, 1, 0), PASS, place(-1, 0, 90), PASS]);
    expect(g.state.turn.phase).toBe('siege/escape');
    play(g, [escape(1, 0, 'NC')]);
    expect(g.state.turn.phase).toBe('catapult/round');
    expect(g.apply(escape(1, 0, 'NC'))).toMatchObject({ ok: false, error: { rule: 'siege.escape-used', message: expect.stringContaining('at most one') } });
  });

  it('with the option off, an escape is siege.escape-off wherever it is tried', () => {
    const g = siegeGame(S14_DECK, { 'siege.escape': 'off' });
    play(g, S14_ACTIONS.slice(0, 5));
    expect(g.apply(escape(1, 0, 'NC'))).toMatchObject({ ok: false, error: { rule: 'siege.escape-off' } });
  });

  it('too early in the turn it is still the engine\'s wrong-phase', () => {
    const g = siegeGame(S14_DECK);
    play(g, S14_ACTIONS.slice(0, 4));
    expect(g.apply(escape(1, 0, 'NC'))).toMatchObject({ ok: false, error: { rule: 'action.wrong-phase' } });
  });
});
