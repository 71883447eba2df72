// Besieged scoring composes with other modules through modifier order alone (digest §3.2, §3.3, §4):
// cathedral-like (city, order 10) → besieged −1 (30); pig-like +1 (field-city, 10) → besieged ×2 (50).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../core/index.js';
import { deploy, PASS, place, play, siegeGame } from './helpers.js';
import { TEST_CATALOG, type PigSlice } from './test-modules.js';

const withTestModules = (deck: string[], options: Record<string, unknown> = {}, mods: string[] = []) =>
  siegeGame(deck, options, { catalog: TEST_CATALOG, expansions: ['base', 'siege', ...mods] });

const cityEvents = (g: Game) => g.state.scoring.filter((e) => e.kind === 'city');

describe('cathedral-like city flag (order 10) under the siege (order 30)', () => {
  // A 4-sided cathedral tile with 1 pennant at (0,-1) on the start city, closed by caps east, west
  // and north; the northern cap is a siege tile when `north` is cathars/1. Red's knight is on it.
  const cathedralCity = (north: string, close = true) => {
    const deck = ['testcath/C', 'base/E', 'base/E', ...(close ? [north] : [])];
    const g = withTestModules(deck, {}, ['test-cathedral']);
    play(g, [place(0, -1, 0), deploy('NC'), place(1, -1, 270), PASS, place(-1, -1, 90), PASS]);
    if (close) play(g, [place(0, -2, 180), PASS]);
    return g;
  };

  it('a completed besieged cathedral city gives 2 per tile and pennant (5 tiles + 1 pennant = 12)', () => {
    const g = cathedralCity('cathars/1');
    expect(cityEvents(g)).toMatchObject([{
      when: 'completed', players: [0], points: { 0: 12 },
      items: [{ what: 'tiles', count: 5, unit: 2 }, { what: 'pennants', count: 1, unit: 2 }],
    }]);
    expect(g.state.scores).toEqual([12, 0]);
  });

  it('without the siege tile the same cathedral city gives 3 per tile and pennant (18)', () => {
    const g = cathedralCity('base/E');
    expect(cityEvents(g)[0].points).toEqual({ 0: 18 });
  });

  it('an incomplete besieged cathedral city scores 0 at the end', () => {
    // The siege tile sits east this time; the north stays open.
    const g = withTestModules(['testcath/C', 'siege/1', 'base/E'], {}, ['test-cathedral']);
    play(g, [place(0, -1, 0), deploy('NC'), place(1, -1, 270), PASS, place(-1, -1, 90), PASS]);
    expect(g.state.finished).toBe(true);
    expect(cityEvents(g)).toMatchObject([{
      when: 'final', players: [0], points: { 0: 0 },
      items: [{ what: 'tiles', count: 4, unit: 0 }, { what: 'pennants', count: 1, unit: 0 }],
    }]);
  });
});

describe('pig-like farm bonus (field-city, order 10) before the siege doubling (order 50)', () => {
  // Red's farm (north of the plain city D+E) and Blue's farm (north of D's road) join through a
  // cloister tile; both touch the completed plain city, and the farm also reaches the completed
  // besieged city cathars/1 + E. Red's pig stands in the farm. Final: Red and Blue tie 1–1.
  const pigGame = (farmScoring: string) => {
    const g = withTestModules(['base/E', 'base/U', 'cathars/1', 'base/B', 'base/E'],
      { 'base.farmScoring': farmScoring }, ['test-pig']);
    play(g, [place(0, -1, 180), deploy('NC'), place(-1, 0, 90), deploy('NC')]);
    const redFarmer = g.state.followers.find((f) => f.player === 0)!;
    g.slice<PigSlice>('test-pig').pigs.push({ player: 0, node: redFarmer.node });
    play(g, [place(0, -2, 0), PASS, place(-1, -1, 0), PASS, place(0, -3, 180), PASS]);
    expect(g.state.finished).toBe(true);
    return g;
  };

  for (const mode of ['field-3', 'field-3-once']) {
    it(`${mode}: the pig's owner gets 4 + 8, the other farmer 3 + 6 (rules: 8 with a pig, not JCZ's 7)`, () => {
      const g = pigGame(mode);
      const farms = g.state.scoring.filter((e) => e.kind === 'field');
      expect(farms).toHaveLength(1);
      expect(farms[0].players).toEqual([0, 1]);
      expect(farms[0].playerItems).toMatchObject({
        0: [{ what: 'city+pig', count: 1, unit: 4 }, { what: 'city+pig+besieged', count: 1, unit: 8 }],
        1: [{ what: 'city', count: 1, unit: 3 }, { what: 'city+besieged', count: 1, unit: 6 }],
      });
      expect(g.state.scores).toEqual([12, 9]);
    });
  }

  it('without the pig both farmers get 3 + 6', () => {
    const g = withTestModules(['base/E', 'base/U', 'cathars/1', 'base/B', 'base/E'], {}, ['test-pig']);
    play(g, [place(0, -1, 180), deploy('NC'), place(-1, 0, 90), deploy('NC'),
      place(0, -2, 0), PASS, place(-1, -1, 0), PASS, place(0, -3, 180), PASS]);
    expect(g.state.scores).toEqual([9, 9]);
  });
});

describe('besieged farm doubling in every farm edition', () => {
  // S7's board: Red's farm touches a completed plain city and a completed besieged city.
  const s7 = (mode: string) => {
    const g = siegeGame(['base/E', 'cathars/1', 'base/E'], { 'base.farmScoring': mode });
    play(g, [place(0, -1, 180), deploy('NC'), place(0, -2, 0), PASS, place(0, -3, 180), PASS]);
    return g.state.scores[0];
  };
  it('field-3: 3 + 6', () => expect(s7('field-3')).toBe(9));
  it('field-3-once: 3 + 6', () => expect(s7('field-3-once')).toBe(9));
  it('city-4: 4 + 8', () => expect(s7('city-4')).toBe(12));
  it('without the siege module the same deck cannot even be named', () => {
    expect(() => siegeGame(['cathars/1'], {}, { expansions: ['base'] })).toThrow(/unknown tile id "cathars\/1"/);
  });
});
