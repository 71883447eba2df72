// The scoring animation's pure part (ui/game/score-show.ts): each score event's "+N" labels with
// the scorer's look, where on the board it rises, the steps one after another, and the count-up.
import { afterEach, describe, expect, it } from 'vitest';
import { Game, type ScoreEvent } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import {
  COUNT_MS, countUp, FINAL_LIMITS, MAX_STEPS_MS, planShow, scoreAnchor, scoreLabels, scoresBefore, STEP_MS,
} from '../../ui/game/score-show.js';
import { playerLook } from '../../ui/game/player-style.js';
import { setLocale } from '../../ui/i18n/index.js';
import { setup } from '../helpers.js';

afterEach(() => setLocale('en'));

/** P1 closes the start tile's city with base/E at (0, -1) and a knight in it: a 2-tile city, 4 points. */
function cityGame(): { game: Game; event: ScoreEvent } {
  const game = Game.create(BUILT_IN_MODULES, setup(2, { deck: ['base/E', 'base/E', 'base/E'] }));
  for (const a of [{ type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'deploy', at: 'SL' }]) {
    const r = game.apply(a);
    if (!r.ok) throw new Error(r.error.message);
  }
  return { game, event: game.state.scoring[0] };
}

const bonus = (players: number[], points: number): ScoreEvent => ({
  kind: 'catapult/catch', when: 'bonus', players,
  items: [{ what: 'catch-caught', count: 1, unit: points, points }],
  points: Object.fromEntries(players.map((p) => [p, points])),
});

describe('labels and anchors', () => {
  it('gives each scorer a "+N" in their colour and mark, through i18n', () => {
    const { game, event } = cityGame();
    expect(event).toMatchObject({ kind: 'city', players: [0], points: { 0: 4 } });
    const players = game.state.setup.players;
    expect(scoreLabels(event, players)).toEqual([{ player: 0, points: 4, text: '+4', name: 'P1', look: playerLook('red') }]);
    const shared = { ...event, players: [0, 1], points: { 0: 4, 1: 4 } };
    expect(scoreLabels(shared, players).map((l) => [l.name, l.text, l.look.mark])).toEqual([['P1', '+4', 'circle'], ['P2', '+4', 'triangle']]);
    for (const locale of ['nl', 'cs', 'it'] as const) {
      setLocale(locale);
      expect(scoreLabels(event, players)[0].text).toBe('+4');
    }
  });

  it('rises from the mean of the scored tiles’ centres', () => {
    const { game, event } = cityGame();
    // The start tile (0, 0) and the tile at (0, -1): centres (0.5, 0.5) and (0.5, -0.5).
    expect(scoreAnchor(game, event)).toEqual({ x: 0.5, y: 0 });
  });

  it('without tiles: from the followers on the feature, else from the middle of the board', () => {
    const { game } = cityGame();
    // Nobody stands on the start tile's first feature, so a tile-less event about it (like a bonus
    // about nothing on the board) rises from the middle of the board: tiles (0, -1)…(0, 0).
    const road = game.state.board[0].nodeBase;
    expect(scoreAnchor(game, { ...bonus([0], 5), node: road })).toEqual({ x: 0.5, y: 0 });
    expect(scoreAnchor(game, bonus([1], 5))).toEqual({ x: 0.5, y: 0 });
    // P2 puts a follower on the next tile: a tile-less event about that feature rises from it.
    const spot = game.choices().find((c) => c.type === 'place')!;
    expect(game.apply(spot).ok).toBe(true);
    const deploy = game.choices().find((c) => c.type === 'deploy')!;
    expect(game.apply(deploy).ok).toBe(true);
    const f = game.state.followers.find((x) => x.player === 1)!;
    expect(scoreAnchor(game, { ...bonus([1], 1), node: f.node })).toEqual(game.followerPosition(f));
  });
});

describe('the show', () => {
  it('plays one step per scoring event, ~0.8 s each, then counts up', () => {
    const { game, event } = cityGame();
    const plan = planShow(game, [event, bonus([], 0), bonus([1], 5)]);
    expect(plan.steps.map((s) => [s.event.kind, s.start, s.duration])).toEqual([['city', 0, STEP_MS], ['catapult/catch', STEP_MS, STEP_MS]]);
    expect(plan.steps[0].highlight).toEqual({ tiles: [1, 0], players: [0] });
    expect(plan.steps[1].highlight).toEqual({ tiles: [], players: [1] });
    expect(plan).toMatchObject({ countStart: 2 * STEP_MS, countDuration: COUNT_MS, end: 2 * STEP_MS + COUNT_MS });
    expect(planShow(game, [])).toMatchObject({ steps: [], end: 0 });
  });

  it('keeps a long final scoring short: all steps together within the cap', () => {
    const { game } = cityGame();
    const many = Array.from({ length: 20 }, (_, i) => bonus([i % 2], 3));
    const plan = planShow(game, many);
    expect(plan.steps).toHaveLength(20);
    expect(plan.countStart).toBeLessThanOrEqual(MAX_STEPS_MS);
    expect(plan.steps[19].start + plan.steps[19].duration).toBe(plan.countStart);
  });

  it('shows the final scoring within 2 s, count included, and skips lines worth 0 to everyone', () => {
    const { game } = cityGame();
    const finals = Array.from({ length: 13 }, (_, i) => bonus([i % 2], i % 3 === 0 ? 0 : 4));
    const plan = planShow(game, finals, FINAL_LIMITS);
    expect(plan.steps).toHaveLength(finals.filter((e) => e.points[e.players[0]] !== 0).length);
    expect(plan.steps.every((st) => st.labels.every((l) => l.points !== 0))).toBe(true);
    expect(plan.end).toBeLessThanOrEqual(2000);
    expect(plan.countDuration).toBe(FINAL_LIMITS.countMs);
  });

  it('counts from the scores before the events to the scores after, eased, in whole points', () => {
    const { game, event } = cityGame();
    const events = [event, bonus([1], 5)];
    expect(game.state.scores).toEqual([4, 0]);
    const after = [4, 5];
    expect(scoresBefore(after, events)).toEqual([0, 0]);
    expect(countUp([0, 0], after, 0)).toEqual([0, 0]);
    expect(countUp([0, 0], after, 0.5)).toEqual([4, 4]); // 1 - 0.5³ = 0.875 of the way
    expect(countUp([0, 0], after, 1)).toEqual(after);
    expect(countUp([2, 0], [12, 4], 2)).toEqual([12, 4]);
    const mid = countUp([2, 0], [12, 4], 0.3);
    expect(mid.every((v, i) => v >= [2, 0][i] && v <= [12, 4][i] && Number.isInteger(v))).toBe(true);
  });
});
