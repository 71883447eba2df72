// The four token effects (digest §2.4, seeds NL/CS "De katapult fiches" and footnotes 4–9).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../core/index.js';
import { catchWinner, nearestFollowers } from '../../../expansions/catapult/index.js';
import { act, catchResult, catGame, choose, followersAt, miss, posOf, refuse, shot, slice } from './helpers.js';

/**
 * Board for 3 players (P0 places the fair last):
 *   (0,0) base/D start · (0,-1) base/E turned 180, no follower · (1,0) base/U turned 90 (road W–E), P1 thief at EC
 *   (-1,0) base/D, P2 knight at NC (city) · (0,1) catapult/06 (all field, fair), P0 farmer at NC
 */
function board3(options: Record<string, unknown> = {}): Game {
  const g = catGame(3, ['base/E', 'base/U', 'base/D', 'catapult/06', 'base/E'], options);
  act(g, { type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'pass' }); // P0: closes the start city (empty)
  act(g, { type: 'place', x: 1, y: 0, rotation: 90 }, { type: 'deploy', at: 'EC' }); // P1 thief
  act(g, { type: 'place', x: -1, y: 0, rotation: 0 }, { type: 'deploy', at: 'NC' }); // P2 knight
  return g;
}

function fairTurn(g: Game, deploy: string | null = 'NC'): void {
  act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, deploy ? { type: 'deploy', at: deploy } : { type: 'pass' });
  expect(g.state.turn).toMatchObject({ phase: 'catapult/round', player: 0 });
}

describe('knock out (seed: Taartgevecht)', () => {
  it('every follower hit, directly or in a chain, own ones too, goes back to its owner; nothing scores (C6)', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('knockout'));
    // P0's token hits P2's knight, which falls onto P0's own farmer (a chain).
    act(g, { ...shot(-0.3, 0.4), hits: [{ x: -1, y: 0, at: 'NC', chain: false }, { x: 0, y: 1, at: 'NC', chain: true }] });
    expect(followersAt(g)).toEqual([{ x: 1, y: 0, at: 'EC', player: 1, type: 'follower' }]);
    expect(g.state.supply.map((own) => own.follower)).toEqual([7, 6, 7]);
    act(g, shot(1.5, 0.5, [{ x: 1, y: 0, at: 'EC' }]), miss);
    expect(g.state.followers).toEqual([]);
    expect(g.state.supply.map((own) => own.follower)).toEqual([7, 7, 7]);
    expect(g.state.scores).toEqual([0, 0, 0]);
    expect(g.state.scoring).toEqual([]);
  });

  it('a hit must name a follower standing there; the same follower twice is corrupt data', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('knockout'));
    // (1,0) holds P1's thief on its W–E road; its north field is empty.
    expect(refuse(g, shot(0, 0, [{ x: 1, y: 0, at: 'NC' }]), 'catapult.bad-hit')).toMatch(/hits\[0\].*\(1, 0\) "NC"/);
    refuse(g, shot(0, 0, [{ x: 5, y: 5, at: 'NC' }]), 'catapult.bad-hit');
    refuse(g, shot(0, 0, [{ x: 1, y: 0, at: 'EC' }, { x: 1, y: 0, at: 'EC' }]), 'catapult.bad-hit');
    // Another segment of the thief's road names the same thief (as the siege escape accepts it).
    refuse(g, shot(0, 0, [{ x: 1, y: 0, at: 'EC' }, { x: 1, y: 0, at: 'WC' }]), 'catapult.bad-hit');
    act(g, shot(0, 0, [{ x: 1, y: 0, at: 'WC' }]));
    expect(g.state.followers.map((f) => f.player)).toEqual([2, 0]);
  });
});

describe('seduction (seed: Verliefd)', () => {
  it('no effect unless the token rests overlapping a placed tile (C10); the token goes home at once', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('seduction'));
    act(g, shot(0.5, 2.2)); // (0,1) ends at y = 2: the disc only touches its edge
    expect(slice(g).round!.swap).toBeNull();
    expect(slice(g).round!.shots[0]).toMatchObject({ onTile: false, offTable: false, onTable: false });
    act(g, shot(0.5, 2.19)); // overlaps by 0.01: P1 may swap
    expect(slice(g).round!.swap).toEqual({ player: 1, candidates: [{ x: 0, y: 1, at: 'NC' }] });
  });

  it('the nearest follower is measured on positions before the shot; hits are ignored (put-back rule)', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('seduction'));
    const knight = posOf(g, -1, 0, 'NC');
    // The token knocked P1's thief about, but it is put back: only the rest position counts.
    act(g, shot(knight.x + 0.05, knight.y, [{ x: 1, y: 0, at: 'EC' }]));
    expect(slice(g).round!.swap!.candidates).toEqual([{ x: -1, y: 0, at: 'NC' }]);
    expect(g.state.followers).toHaveLength(3);
  });

  it('swap from supply: the designated follower goes to its owner, the shooter\'s takes its exact spot (C11)', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('seduction'), shot(1.5, 0.5));
    act(g, { type: 'catapult/swap', from: 'supply' });
    expect(followersAt(g)).toContainEqual({ x: 1, y: 0, at: 'EC', player: 0, type: 'follower' });
    expect(g.state.supply.map((own) => own.follower)).toEqual([5, 7, 6]);
    const thief = g.state.followers.find((f) => f.player === 0 && f.at === 'EC')!;
    expect(thief.node).toBe(g.nodeAt(g.placedAt(1, 0)!, 'EC'));
  });

  it('swap from the board: a farmer moved into a city becomes a knight there (C12)', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('seduction'), shot(-0.5, 0.25));
    expect(slice(g).round!.swap!.candidates).toEqual([{ x: -1, y: 0, at: 'NC' }]);
    act(g, { type: 'catapult/swap', from: { x: 0, y: 1, at: 'NC' } });
    expect(followersAt(g)).toEqual([
      { x: 1, y: 0, at: 'EC', player: 1, type: 'follower' },
      { x: -1, y: 0, at: 'NC', player: 0, type: 'follower' },
    ]);
    const moved = g.state.followers[1];
    expect(g.state.nodes[g.find(moved.node)].kind).toBe('city');
    expect(g.state.supply.map((own) => own.follower)).toEqual([6, 6, 7]);
  });

  it('any follower may be designated, the shooter\'s own too; option "opponent" skips the shooter\'s', () => {
    const farmer = (g: Game) => posOf(g, 0, 1, 'NC');
    const any = board3();
    fairTurn(any);
    expect(nearestFollowers(any, farmer(any), 0, 'any')).toEqual([{ x: 0, y: 1, at: 'NC' }]);
    const opp = board3({ 'catapult.seductionTarget': 'opponent' });
    fairTurn(opp);
    act(opp, choose('seduction'), shot(farmer(opp).x, farmer(opp).y));
    const c = slice(opp).round!.swap!.candidates;
    expect(c).toHaveLength(1);
    expect(c[0]).not.toEqual({ x: 0, y: 1, at: 'NC' });
  });

  it('on an exact tie the shooter names the target; a target that is not nearest is refused', () => {
    const g = board3();
    fairTurn(g);
    const a = posOf(g, -1, 0, 'NC'), b = posOf(g, 1, 0, 'EC'), farmer = posOf(g, 0, 1, 'NC');
    // A point on the perpendicular bisector of the two followers is equally far from both; step
    // along it away from the farmer until they are nearer than the farmer is.
    const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    let u = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
    if (u.x * (farmer.x - m.x) + u.y * (farmer.y - m.y) > 0) u = { x: -u.x, y: -u.y };
    const tie = { x: m.x + u.x * 0.5, y: m.y + u.y * 0.5 };
    const d = (p: { x: number; y: number }) => Math.hypot(p.x - tie.x, p.y - tie.y);
    expect(d(farmer)).toBeGreaterThan(d(a));
    act(g, choose('seduction'), shot(tie.x, tie.y));
    expect(slice(g).round!.swap!.candidates).toEqual([{ x: 1, y: 0, at: 'EC' }, { x: -1, y: 0, at: 'NC' }]);
    expect(g.choices()).toContainEqual({ type: 'catapult/swap', from: 'supply', target: { x: -1, y: 0, at: 'NC' } });
    refuse(g, { type: 'catapult/swap', from: 'supply' }, 'catapult.swap-tie');
    refuse(g, { type: 'catapult/swap', from: 'supply', target: { x: 0, y: 1, at: 'NC' } }, 'catapult.bad-swap');
    act(g, { type: 'catapult/swap', from: 'supply', target: { x: 1, y: 0, at: 'EC' } });
    expect(followersAt(g)).toContainEqual({ x: 1, y: 0, at: 'EC', player: 0, type: 'follower' });
  });

  it('refuses swaps of ineligible followers and changes nothing', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('seduction'), shot(-0.5, 0.25));
    refuse(g, { type: 'catapult/swap', from: { x: 1, y: 0, at: 'EC' } }, 'catapult.bad-swap'); // P1's, not P0's
    refuse(g, { type: 'catapult/swap', from: { x: 3, y: 3, at: 'NC' } }, 'catapult.bad-swap');
    refuse(g, { type: 'catapult/swap', from: 'hand' }, 'catapult.malformed');
    refuse(g, { type: 'catapult/swap', from: 'supply', player: 2 }, 'catapult.wrong-player');
    // A mayor may only stand in a city (FAQ note): not in the field of the farmer designated here.
    const h = board3();
    fairTurn(h);
    const farmer = posOf(h, 0, 1, 'NC');
    const north = h.placedAt(0, -1)!;
    h.state.followers.push({ player: 1, type: 'mayor', tile: north, node: h.nodeAt(north, 'SC')!, at: 'SC' });
    act(h, choose('seduction'), miss, shot(farmer.x, farmer.y));
    refuse(h, { type: 'catapult/swap', from: { x: 0, y: -1, at: 'SC' } }, 'catapult.bad-swap');
    // P1 (the shooter now) may bring a follower from supply or move the thief, not the mayor.
    expect(h.choices()).toEqual([
      { type: 'catapult/swap', from: 'supply' }, { type: 'catapult/swap', from: { x: 1, y: 0, at: 'EC' } }, { type: 'pass' },
    ]);
    // A follower is named by x, y and at alone: another field is refused before the rules look.
    expect(refuse(h, { type: 'catapult/swap', from: { x: 1, y: 0, at: 'EC', evil: { deep: [1] } } }, 'catapult.malformed'))
      .toMatch(/"from" has no field "evil" \(its fields: "x", "y", "at"\)/);
    expect(refuse(h, { type: 'catapult/swap', from: 'supply', target: { x: 0, y: 1, at: 'NC', note: 'x' } }, 'catapult.malformed'))
      .toMatch(/"target" has no field "note"/);
  });

  it('the shooter may pass; with no follower on the board there is nothing to decide', () => {
    const g = catGame(2, ['catapult/06', 'base/E']);
    act(g, { type: 'place', x: 0, y: 1, rotation: 0 }, { type: 'pass' }, choose('seduction'), shot(0.5, 1.5));
    expect(slice(g).round!.swap).toBeNull();
    expect(slice(g).round!.next).toBe(1);
    const h = board3();
    fairTurn(h);
    act(h, choose('seduction'), shot(1.5, 0.5));
    refuse(h, miss, 'catapult.wrong-step');
    act(h, { type: 'pass' });
    expect(h.state.followers).toHaveLength(3);
    expect(slice(h).round!.next).toBe(1);
  });

  it('no follower left in supply: only a follower from the board can be swapped in', () => {
    const g = board3();
    fairTurn(g);
    g.state.supply[0].follower = 0;
    act(g, choose('seduction'), shot(1.5, 0.5));
    refuse(g, { type: 'catapult/swap', from: 'supply' }, 'catapult.no-follower');
    expect(g.choices()).toEqual([{ type: 'catapult/swap', from: { x: 0, y: 1, at: 'NC' } }, { type: 'pass' }]);
  });
});

describe('target practice (seed: Schietwedstrijd)', () => {
  function targetRound(options: Record<string, unknown> = {}): Game {
    const g = board3(options);
    fairTurn(g, null);
    act(g, choose('target'));
    return g;
  }

  it('every token overlapping the fair tile ties under the default metric: each scores 5 (C16)', () => {
    const g = targetRound();
    act(g, shot(0.5, 1.5), shot(-0.1, 1.2), shot(0.5, 2.5));
    expect(g.state.scores).toEqual([5, 5, 0]);
    expect(g.state.scoring[0]).toMatchObject({ kind: 'catapult/target', when: 'bonus', players: [0, 1], points: { 0: 5, 1: 5 } });
  });

  it('option "center": centre-to-centre distance, fewer ties', () => {
    const g = targetRound({ 'catapult.targetDistance': 'center' });
    act(g, shot(0.5, 1.5), shot(-0.1, 1.2), shot(0.5, 2.5));
    expect(g.state.scores).toEqual([5, 0, 0]);
  });

  it('tokens off the table never win; all off: nobody scores', () => {
    const g = targetRound();
    // P0 off the table; P1's disc is 1.5 − 0.2 = 1.3 from the fair tile, P2's 2.9 − 0.2 = 2.7.
    act(g, miss, shot(2.5, 1.5), shot(-2.9, 1.5));
    expect(g.state.scores).toEqual([0, 5, 0]);
    const h = targetRound();
    act(h, miss, miss, shot(100, 0));
    expect(h.state.scores).toEqual([0, 0, 0]);
    expect(h.state.scoring).toEqual([]);
  });

  it('earlier tokens stay where they rested: each is measured at its own rest position', () => {
    const g = targetRound();
    act(g, shot(2, 1.5));
    expect(slice(g).round!.shots[0]).toMatchObject({ player: 0, x: 2, y: 1.5, onTable: true });
    act(g, shot(2.5, 1.5), shot(1.6, 1.5)); // P2's token lands nearer (gap 0.4 → 0.4−0.2 vs 0.8)
    expect(g.state.scores).toEqual([0, 0, 5]);
  });
});

describe('catch (seed: Vangen, cases A–D)', () => {
  it('caught → catcher, far → thrower, short → catcher, touched → thrower (C18–C21)', () => {
    expect(catchWinner('caught', 0, 1)).toBe(1);
    expect(catchWinner('far', 0, 1)).toBe(0);
    expect(catchWinner('short', 0, 1)).toBe(1);
    expect(catchWinner('touched', 0, 1)).toBe(0);
    const g = board3();
    fairTurn(g);
    act(g, choose('catch'), catchResult('touched'), catchResult('short'), catchResult('caught'));
    // P0→P1 touched: P0; P1→P2 short: P2; P2→P0 caught: P0.
    expect(g.state.scores).toEqual([10, 0, 5]);
    expect(g.state.scoring.map((e) => e.items[0].what)).toEqual(['catch-touched', 'catch-short', 'catch-caught']);
  });

  it('a result outside the four cases is refused', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('catch'));
    refuse(g, catchResult('dropped'), 'catapult.malformed');
    refuse(g, { type: 'catapult/catch' }, 'catapult.malformed');
    refuse(g, miss, 'catapult.wrong-step');
  });

  it('a throw can be recorded before its catch: the catcher then acts, and the round is scored as in one step', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('catch'));
    expect(g.actor()).toBe(0);
    act(g, { type: 'catapult/throw', power: 0.6, seed: 123 });
    // Let go: the catcher (the thrower's left neighbour) is to tap; the throw cannot be thrown again or undone.
    expect(slice(g).round!.throw).toEqual({ power: 0.6, seed: 123 });
    expect(g.actor()).toBe(1);
    expect(g.canUndo()).toBe(false);
    refuse(g, { type: 'catapult/throw', power: 0.7, seed: 5 }, 'catapult.wrong-step');
    refuse(g, { ...catchResult('caught'), player: 0 }, 'catapult.wrong-player');
    act(g, { ...catchResult('caught'), player: 1 });
    expect('throw' in slice(g).round!).toBe(false);
    expect(g.actor()).toBe(1); // the next thrower
    act(g, catchResult('short'), catchResult('caught'));
    expect(g.state.scores).toEqual([5, 5, 5]); // P0→P1 caught: P1; P1→P2 short: P2; P2→P0 caught: P0
  });

  it('a throw with a power outside 0..1 or a seed that is not a uint32 is refused', () => {
    const g = board3();
    fairTurn(g);
    act(g, choose('catch'));
    refuse(g, { type: 'catapult/throw', power: 1.5, seed: 1 }, 'catapult.malformed');
    refuse(g, { type: 'catapult/throw', power: '0.5', seed: 1 }, 'catapult.malformed');
    refuse(g, { type: 'catapult/throw', power: 0.5, seed: -1 }, 'catapult.malformed');
    refuse(g, { type: 'catapult/throw', power: 0.5, seed: 2 ** 32 }, 'catapult.malformed');
    refuse(g, { type: 'catapult/throw', power: 0.5 }, 'catapult.malformed');
  });
});
