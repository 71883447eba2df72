// The catapult round told as it happens: every outcome of a shot, swap or catch has its line in
// the turn log (event-text.ts through ExpansionUi.describeEvent), and while a shot is presented
// the side panel and the heading tell the game as it was before it (Session.story, shownGame) —
// after a reload too, as a game played on would.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toRecord, type Action, type Game } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { ui as catapultUi } from '../../../expansions/catapult/ui/index.js';
import { Session } from '../../../ui/game/session.js';
import { turnTitle } from '../../../ui/game/labels.js';
import { setLocale } from '../../../ui/i18n/index.js';
import { describeEvents, registerExpansionUi } from '../../../ui/panels/registry.js';
import { act, catGame, catchResult, choose, miss, posOf, shot, threePlayerRound } from '../../expansions/catapult/helpers.js';

beforeAll(() => { registerExpansionUi(catapultUi); setLocale('en'); });
afterEach(() => { setLocale('en'); });

/** Applies a legal action and gives the turn-log lines of what it did. */
function linesOf(g: Game, a: Action): string[] {
  const r = g.apply(a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return describeEvents(r.events, g.state.setup.players.map((p) => p.name), g);
}

// threePlayerRound: P1's knight at (1, 0), P2's at (−1, 0), P3's monk at (0, 1); P1 placed the fair at (1, 1).
describe('a line for every outcome of a catapult round', () => {
  it('knock-out: a hit, a shot on the tiles that hits nobody, a token off the table', () => {
    const g = threePlayerRound();
    linesOf(g, choose('knockout'));
    const p2 = posOf(g, -1, 0, 'NC');
    expect(linesOf(g, shot(p2.x, p2.y, [{ x: -1, y: 0, at: 'NC' }]))).toEqual(['P2’s knight is knocked out.']);
    expect(linesOf(g, shot(0.5, 0.5))).toEqual(['P2’s shot hits no follower.']);
    expect(linesOf(g, miss)).toEqual(['P3’s token flies off the table.']);
  });

  it('seduction: the swap from the supply or from the board, and the pass', () => {
    const g = threePlayerRound();
    linesOf(g, choose('seduction'));
    const p2 = posOf(g, -1, 0, 'NC');
    expect(linesOf(g, shot(p2.x, p2.y))).toEqual(['P1’s token lands on the tiles.']);
    // Eva's case of the play-test: the swap itself had no line.
    expect(linesOf(g, { type: 'catapult/swap', from: 'supply' })).toEqual([
      'P2’s knight is seduced and goes home.', 'P1 puts a follower from the supply in its place.',
    ]);
    const p1 = posOf(g, 1, 0, 'NC');
    linesOf(g, shot(p1.x, p1.y));
    expect(linesOf(g, { type: 'pass' })).toEqual(['P2 does not swap.']);
    linesOf(g, shot(p1.x, p1.y));
    expect(linesOf(g, { type: 'catapult/swap', from: { x: 0, y: 1, at: 'cloister' } })).toEqual([
      'P1’s knight is seduced and goes home.', 'P3 moves their own follower (1 square south of the start tile) into its place.',
    ]);
  });

  it('seduction: a token beside the tiles does nothing, and says so', () => {
    const g = threePlayerRound();
    linesOf(g, choose('seduction'));
    expect(linesOf(g, shot(-0.5, 1.7))).toEqual(['P1’s token lands beside the tiles: no seduction.']);
  });

  it('seduction: a token on the tiles with no follower to seduce says so, as no swap or pass follows', () => {
    // Only P1's own knight is on the board, and the option lets P1 seduce opponents only.
    const g = catGame(3, ['base/D', 'base/D', 'base/B', 'catapult/06', 'base/E'], { 'catapult.seductionTarget': 'opponent' });
    act(g, { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' });
    act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' });
    act(g, { type: 'place', x: 1, y: 1, rotation: 0 });
    if (g.state.turn.phase === 'deploy') act(g, { type: 'pass' });
    linesOf(g, choose('seduction'));
    const p1 = posOf(g, 1, 0, 'NC');
    expect(linesOf(g, shot(p1.x, p1.y))).toEqual(['P1’s token lands on the tiles, but there is no follower to seduce.']);
    // P2 may seduce P1's knight: the swap or pass that follows tells the rest.
    expect(linesOf(g, shot(p1.x, p1.y))).toEqual(['P2’s token lands on the tiles.']);
    expect(g.validate({ type: 'pass' })).toBeNull();
  });

  it('target practice: each token’s distance from the fair tile, in the player’s language', () => {
    const g = threePlayerRound();
    linesOf(g, choose('target'));
    expect(linesOf(g, shot(1.5, 1.5))).toEqual(['P1’s token lands on the fair tile.']);
    setLocale('nl');
    expect(linesOf(g, shot(1.5, 3.5))).toEqual(['Het fiche van P2 landt 1,3 tegels van de kermistegel.']);
    setLocale('en');
    expect(linesOf(g, miss)).toEqual(['P3’s token flies off the table.']);
  });

  it('catch: who threw to whom, and the verdict', () => {
    const g = threePlayerRound();
    linesOf(g, choose('catch'));
    expect(linesOf(g, catchResult('caught'))).toEqual(['P1 throws to P2. P2 caught it: 5 points for P2.']);
    setLocale('cs');
    expect(linesOf(g, catchResult('short'))).toEqual(['P2 hází hráči P3. Nechycen, ale před pravítkem: 5 bodů získává P3.']);
    setLocale('en');
  });
});

describe('while a shot is presented, the table tells the game as it was before it', () => {
  it('keeps the shot’s line for the end of its show, and the round’s turn current after the last shot', () => {
    const s = new Session(BUILT_IN_MODULES, threePlayerRound(), 'story');
    s.dismissHandoff();
    const lines = (log: Session['lastTurn']) => describeEvents(log?.log ?? [], s.playerNames(), s.game);
    const before = s.story().last;
    expect(s.apply(choose('knockout')).ok).toBe(true);
    const p2 = posOf(s.game, -1, 0, 'NC');
    expect(s.apply(shot(p2.x, p2.y, [{ x: -1, y: 0, at: 'NC' }]), { present: true }).ok).toBe(true);
    // The token still flies: no line of its hit yet.
    expect(lines(s.story().now)).toEqual([]);
    s.endPresenting();
    expect(lines(s.story().now)).toEqual(['P2’s knight is knocked out.']);
    s.dismissHandoff();
    expect(s.apply(shot(0.5, 0.5)).ok).toBe(true);
    s.dismissHandoff();
    // The round's last shot ends P1's turn in the record; while it flies, it is still P1's turn.
    expect(s.apply(miss, { present: true }).ok).toBe(true);
    expect(s.player).toBe(1);
    expect(s.shownGame.state.turn.player).toBe(0);
    expect(turnTitle(s.playerNames(), s.shownGame.state.turn.player, s.acting)).toBe('P1’s turn — P3 to act');
    const during = s.story();
    expect(during.now.player).toBe(0);
    expect(lines(during.now)).toEqual(['P2’s knight is knocked out.', 'P2’s shot hits no follower.']);
    expect(during.last).toBe(before);
    s.endPresenting();
    // The show is over: P2's turn, and the round is the last turn, told whole.
    const after = s.story();
    expect(lines(after.now)).toEqual([]);
    expect(lines(after.last)).toEqual(['P2’s knight is knocked out.', 'P2’s shot hits no follower.', 'P3’s token flies off the table.']);
    expect(turnTitle(s.playerNames(), s.shownGame.state.turn.player, s.acting)).toBe('P2’s turn');
  });
});

describe('the scores while the round’s last shot is shown', () => {
  it('stay as before the shot, with the score track’s gains, until its show ends', () => {
    const s = new Session(BUILT_IN_MODULES, threePlayerRound(), 'scores');
    const gainsBefore = s.shownGains();
    for (const a of [choose('target'), shot(1.5, 1.5), shot(1.5, 3.5)]) {
      s.dismissHandoff();
      expect(s.apply(a).ok).toBe(true);
    }
    s.dismissHandoff();
    const scoresBefore = [...s.game.state.scores];
    expect(s.apply(miss, { present: true }).ok).toBe(true);
    // In the record the round is over: P1's token on the fair tile won target practice.
    expect(s.game.state.scores).toEqual([scoresBefore[0] + 5, scoresBefore[1], scoresBefore[2]]);
    expect(s.chronicle.lastGains(3)).toEqual([5, 0, 0]);
    // The table still shows the game before the last shot, which is still flying.
    expect(s.shownGame.state.scores).toEqual(scoresBefore);
    expect(s.shownGains()).toEqual(gainsBefore);
    s.endPresenting();
    expect(s.shownGame.state.scores).toEqual([scoresBefore[0] + 5, scoresBefore[1], scoresBefore[2]]);
    expect(s.shownGains()).toEqual([5, 0, 0]);
  });
});

describe('reloaded while the round’s last shot is shown', () => {
  /** A knock-out round up to its last shot, played on from a reload (so it knows the turn before the round's) and that shot on show. */
  const lastShotShown = (id: string) => {
    const s = new Session(BUILT_IN_MODULES, threePlayerRound(), id);
    for (const a of [choose('knockout'), shot(0.5, 0.5), shot(0.5, 0.5)]) {
      s.dismissHandoff();
      expect(s.apply(a).ok).toBe(true);
    }
    const played = Session.resume(BUILT_IN_MODULES, toRecord(s.game), `${id}-a`);
    played.dismissHandoff();
    expect(played.apply(miss, { present: true }).ok).toBe(true);
    return played;
  };

  it('tells the round and the turn before it as the game played on does, and leaves the round’s score show to play', () => {
    // Played on from a reload before the last shot, and reloaded after it (the shot shown again).
    const played = lastShotShown('reload');
    const reloaded = Session.resume(BUILT_IN_MODULES, toRecord(played.game), 'reload-b');
    expect(reloaded.presentLast(['catapult/shot'])).toBe(true);
    expect(reloaded.story()).toEqual(played.story());
    expect(reloaded.story().last).not.toBeNull(); // the turn before the round's
    // The shot ended the round's turn, which nobody saw scored: its score show is not held back.
    expect(reloaded.resumedTurn).toBeNull();
    played.endPresenting();
    reloaded.endPresenting();
    expect(reloaded.story()).toEqual(played.story());
    expect(reloaded.lastTurn).toEqual(played.lastTurn);
  });

  it('tells the round as before and leaves its score show to play when a snapshot was taken right after the last shot (nothing left to replay)', () => {
    const s = lastShotShown('snap');
    // The autosave snapshots at a turn's start: the shot that ended the round's turn is the last action before it.
    const at = s.game.actions.length;
    expect(s.turnStart()).toBe(at);
    const snapshot = { at, state: structuredClone(s.game.state), ui: structuredClone(s.snapshotData()) };
    const reloaded = Session.resume(BUILT_IN_MODULES, toRecord(s.game), 'snap-b', undefined, snapshot);
    expect(reloaded.resumedFrom).toBe(at);
    expect(reloaded.presentLast(['catapult/shot'])).toBe(true);
    expect(reloaded.resumedTurn).toBeNull();
    // Meanwhile the round's turn is still the current one, its last shot not told yet.
    expect(reloaded.story()).toEqual(s.story());
    reloaded.endPresenting();
    s.endPresenting();
    expect(reloaded.story()).toEqual(s.story());
    expect(reloaded.lastTurn).toEqual(s.lastTurn);
  });
});
