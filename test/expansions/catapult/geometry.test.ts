// Follower geometry: every follower has a world position from the core anchors, rotated with its
// tile, inside its tile, distinct from the others on that tile — the same positions the physics
// world gets from physicsInput (docs/architecture.md).
import { describe, expect, it } from 'vitest';
import { anchorWorld, featureAnchors, rotatePoint, ROTATIONS, type Rotation } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import {
  distanceToFair, followerId, parseFollowerId, physicsInput, restsOnTile, offTable, shotAction,
} from '../../../expansions/catapult/index.js';
import { act, catGame, choose, shot } from './helpers.js';

const ALL_TILES = BUILT_IN_MODULES.flatMap((m) => m.allTiles ?? []);

describe('follower anchors', () => {
  it('lie strictly inside their tile, for every feature of every tile in every rotation', () => {
    for (const def of ALL_TILES) {
      for (const r of ROTATIONS) {
        def.features.forEach((_, i) => {
          const p = anchorWorld(def, i, 3, -2, r);
          expect(p.x, `${def.id} #${i} r${r}`).toBeGreaterThan(3);
          expect(p.x).toBeLessThan(4);
          expect(p.y).toBeGreaterThan(-2);
          expect(p.y).toBeLessThan(-1);
        });
      }
    }
  });

  it('are at least two follower radii (0.2) apart on one tile, so bodies never start overlapping', () => {
    for (const def of ALL_TILES) {
      const a = featureAnchors(def);
      for (let i = 0; i < a.length; i++) {
        for (let j = i + 1; j < a.length; j++) {
          expect(Math.hypot(a[i].x - a[j].x, a[i].y - a[j].y), `${def.id} #${i}/#${j}`).toBeGreaterThanOrEqual(0.2);
        }
      }
    }
  });

  it('turn clockwise with the tile: a north city sits east at 90°, south at 180°, west at 270°', () => {
    const def = ALL_TILES.find((t) => t.id === 'base/E')!; // city N, one field
    const at = (r: Rotation) => anchorWorld(def, 0, 0, 0, r);
    expect(at(0).y).toBeLessThan(0.5);
    expect(at(90).x).toBeGreaterThan(0.5);
    expect(at(180).y).toBeGreaterThan(0.5);
    expect(at(270).x).toBeLessThan(0.5);
    // Rotation about the tile centre: a quarter turn maps (x, y) to (1 - y, x).
    const p0 = featureAnchors(def)[0];
    expect(at(90).x).toBeCloseTo(1 - p0.y, 12);
    expect(at(90).y).toBeCloseTo(p0.x, 12);
    const full = rotatePoint(rotatePoint(p0, 180), 180);
    expect(full.x).toBeCloseTo(p0.x, 12);
    expect(full.y).toBeCloseTo(p0.y, 12);
  });

  it('game.followerPosition is the anchor of the follower\'s feature on its rotated tile', () => {
    const g = catGame(2, ['base/E', 'catapult/07'], { 'catapult.mode': 'off' });
    act(g, { type: 'place', x: 0, y: 1, rotation: 90 }, { type: 'deploy', at: 'EC' }); // city turned to the east
    act(g, { type: 'place', x: -1, y: 1, rotation: 270 }, { type: 'deploy', at: 'cloister' });
    const [knight, monk] = g.state.followers;
    const def = (id: string) => ALL_TILES.find((t) => t.id === id)!;
    expect(g.followerPosition(knight)).toEqual(anchorWorld(def('base/E'), 0, 0, 1, 90));
    expect(g.followerPosition(knight).x).toBeGreaterThan(0.5);
    // A cloister stands in the middle of its tile whatever the rotation.
    const m = g.followerPosition(monk);
    expect(m.x).toBeGreaterThan(-1);
    expect(m.x).toBeLessThan(0);
    expect(Math.hypot(m.x + 0.5, m.y - 1.5)).toBeLessThan(0.15);
  });
});

describe('physics input', () => {
  it('lists tiles, followers by "x,y,at" at their positions, and the tokens shot so far this round', () => {
    const g = catGame(3, ['base/U', 'catapult/06', 'base/E']);
    act(g, { type: 'place', x: 1, y: 0, rotation: 90 }, { type: 'deploy', at: 'EC' });
    act(g, { type: 'place', x: 1, y: 1, rotation: 0 }, { type: 'deploy', at: 'NC' });
    act(g, choose('target'), shot(1.5, 1.6), shot(30, 30));
    const input = physicsInput(g);
    expect(input.tiles).toEqual([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }]);
    expect(input.followers.map((f) => f.id)).toEqual(['1,0,EC', '1,1,NC']);
    for (const f of input.followers) {
      expect(f.size).toBe('normal');
      const ref = parseFollowerId(f.id)!;
      const follower = g.state.followers.find((ff) => g.placed(ff.tile).x === ref.x && g.placed(ff.tile).y === ref.y)!;
      expect({ x: f.x, y: f.y }).toEqual(g.followerPosition(follower));
      expect(followerId(g, follower)).toBe(f.id);
    }
    // The token that fell off the table is on the floor: not an obstacle.
    expect(input.tokens).toEqual([{ id: 'token-1', x: 1.5, y: 1.6 }]);
  });

  it('turns a simulated outcome into the record action, keeping the extra fields', () => {
    const a = shotAction({
      rest: { x: 1, y: 2 }, hits: [{ id: '-1,0,NC', chain: false }, { id: '2,-3,cloister', chain: true }],
      onTile: true, offBoard: false, rapierVersion: '0.21.0',
    }, { input: { aim: 0.1, power: 0.5 } });
    expect(a).toEqual({
      type: 'catapult/shot', rest: { x: 1, y: 2 },
      hits: [{ x: -1, y: 0, at: 'NC', chain: false }, { x: 2, y: -3, at: 'cloister', chain: true }],
      onTile: true, offBoard: false, rapierVersion: '0.21.0', input: { aim: 0.1, power: 0.5 },
    });
    expect(() => shotAction({ rest: { x: 0, y: 0 }, hits: [{ id: 'token-1' }] })).toThrow(/x,y,at/);
  });
});

describe('table geometry (digest §2.6)', () => {
  const g = catGame(2, ['base/E']); // only the start tile (0,0) on the board

  it('a token is on a tile when its disc overlaps the square with positive area', () => {
    expect(restsOnTile(g, { x: 0.5, y: 0.5 })).toBe(true);
    expect(restsOnTile(g, { x: 1.19, y: 0.5 })).toBe(true); // overlaps by 0.01
    expect(restsOnTile(g, { x: 1.2, y: 0.5 })).toBe(false); // touches the edge only
    expect(restsOnTile(g, { x: 1.15, y: 1.15 })).toBe(false); // corner gap √2·0.15 ≈ 0.212 > 0.2
    expect(restsOnTile(g, { x: 1.14, y: 1.14 })).toBe(true); // ≈ 0.198 < 0.2
  });

  it('a token fell off the table beyond the tiles\' box grown by 2', () => {
    expect(offTable(g, { x: 3, y: -2 })).toBe(false);
    expect(offTable(g, { x: 3.01, y: 0 })).toBe(true);
    expect(offTable(g, { x: 0, y: -2.01 })).toBe(true);
  });

  it('distance to the fair tile: edge gap of the disc (0 when overlapping) or centre to centre', () => {
    const fair = { x: 2, y: 0 };
    expect(distanceToFair({ x: 2.5, y: 0.5 }, fair, 'edge')).toBe(0);
    expect(distanceToFair({ x: 1.9, y: 0.5 }, fair, 'edge')).toBe(0);
    expect(distanceToFair({ x: 1.5, y: 0.5 }, fair, 'edge')).toBeCloseTo(0.3, 12);
    expect(distanceToFair({ x: 2.5, y: 0.5 }, fair, 'center')).toBe(0);
    expect(distanceToFair({ x: 1.9, y: 0.5 }, fair, 'center')).toBeCloseTo(0.6, 12);
  });
});
