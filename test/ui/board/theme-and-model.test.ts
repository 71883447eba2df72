// Player styles (colour-blind safe, shape marks, deterministic fallback), the painter registry
// (expansion painters found without the board naming them) and the pure model derivations.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../core/index.js';
import { BASE_TILES } from '../../../expansions/base/tiles.js';
import { tileGeometry } from '../../../ui/board/geometry/index.js';
import { farmParts, isFarmer, regionToWorld, toWorld } from '../../../ui/board/model.js';
import { paintersFor } from '../../../ui/board/painters.js';
import { PLAYER_COLOR_KEYS, PLAYER_STYLES, playerStyle } from '../../../ui/theme/players.js';
import { newGame, playRandom } from '../../helpers.js';

function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe('player styles', () => {
  it('offers six colour keys with distinct fills and distinct shape marks', () => {
    expect([...PLAYER_COLOR_KEYS]).toEqual(['red', 'blue', 'green', 'yellow', 'black', 'pink']);
    const styles = PLAYER_COLOR_KEYS.map((k) => PLAYER_STYLES[k]);
    expect(new Set(styles.map((s) => s.fill)).size).toBe(6);
    expect(new Set(styles.map((s) => s.mark)).size).toBe(6);
  });

  it('draws red as red, the others in Okabe–Ito colours, with outlines/marks that stand out from the fill (WCAG 4.5:1)', () => {
    // Red: a hue within 12° of pure red, strongly saturated (not the orange players complained about).
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(PLAYER_STYLES.red.fill.slice(i, i + 2), 16) / 255);
    const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
    const hue = max === r ? (((g - b) / d) * 60 + 360) % 360 : NaN;
    expect(Math.min(hue, 360 - hue)).toBeLessThanOrEqual(12);
    expect(d / max).toBeGreaterThan(0.8);
    expect(PLAYER_STYLES.blue.fill).toBe('#0072B2');
    expect(PLAYER_STYLES.green.fill).toBe('#009E73');
    expect(PLAYER_STYLES.yellow.fill).toBe('#F0E442');
    expect(PLAYER_STYLES.pink.fill).toBe('#CC79A7');
    for (const k of PLAYER_COLOR_KEYS) expect(contrast(PLAYER_STYLES[k].fill, PLAYER_STYLES[k].stroke), k).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back deterministically for an unknown key, also when indexing PLAYER_STYLES', () => {
    expect(playerStyle('grey')).toEqual(playerStyle('grey'));
    expect(PLAYER_STYLES.grey).toEqual(playerStyle('grey'));
    expect(PLAYER_COLOR_KEYS.map((k) => PLAYER_STYLES[k])).toContainEqual(playerStyle('mauve'));
    expect(Object.keys(PLAYER_STYLES)).toEqual([...PLAYER_COLOR_KEYS]);
  });
});

describe('painter registry', () => {
  it('finds the expansions’ painters for the fair and for besieged cities', () => {
    const fair = { index: 0, kind: 'fair', role: 'ground' as const, props: {}, anchor: { x: 0.5, y: 0.5 }, region: [], paths: [], walls: [] };
    expect(paintersFor(fair, 'ground').map((p) => p.id)).toContain('catapult/fair-ground');
    expect(paintersFor(fair, 'decor').map((p) => p.id)).toContain('catapult/fair-tent');
    const city = { ...fair, kind: 'city', role: 'city' as const, props: { besieged: true } };
    expect(paintersFor(city, 'decor').map((p) => p.id)).toContain('siege/camp');
    expect(paintersFor({ ...city, props: {} }, 'decor')).toEqual([]);
  });
});

describe('board model derivations', () => {
  it('rotates tile-local points clockwise like core anchorWorld', () => {
    expect(toWorld({ x: 0.5, y: 0.1 }, 3, -2, 90)).toEqual({ x: 3.9, y: -1.5 });
    const g = tileGeometry(BASE_TILES.find((t) => t.id === 'base/E')!);
    const world = regionToWorld(g.features[0].region, 0, 0, 180);
    // City N rotated 180°: it now hugs the south edge.
    expect(Math.min(...world[0].outer.map((p) => p.y))).toBeGreaterThan(0.7);
  });

  it('lists every piece of every farm that has farmers, with its leaders', () => {
    const game = newGame(3, { seed: 11 });
    playRandom(game, 5, 150);
    const parts = farmParts(game);
    const farmers = game.state.followers.filter((f) => isFarmer(game, f));
    expect(farmers.length).toBeGreaterThan(0);
    const roots = new Set(farmers.map((f) => game.find(f.node)));
    // Every field node of those farms appears once, with the majority of its farm.
    const expected = game.state.nodes.map((n, id) => ({ n, id })).filter(({ n, id }) => n.kind === 'field' && roots.has(game.find(id)));
    expect(parts).toHaveLength(expected.length);
    for (const { n, id } of expected) {
      const part = parts.find((p) => p.tile === n.tile && p.feature === id - game.state.board[n.tile].nodeBase)!;
      expect(part.players).toEqual(game.majority(game.followersOn(game.find(id))));
    }
  });
});
