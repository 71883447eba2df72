// Legal actions in the catapult round, for bots, property tests and UI hints. A shot is continuous
// input, so it offers representative outcomes (contract: PhaseDef.choices): a miss off the table,
// a rest on the fair tile, and a hit on the follower nearest the fair tile.
import { hypot, type Action, type GameApi } from '../../core/index.js';
import { CATCH_RESULTS, fitsFeature, swapProblem } from './effects.js';
import { findFollower, followerRef, isFieldFollower, SWAP_IN_TYPE, tileBox } from './geometry.js';
import { sameRef } from './parse.js';
import { catapultSlice, TOKEN_TYPES } from './slice.js';

export function roundChoices(api: GameApi): Action[] {
  const r = catapultSlice(api).round;
  if (!r) return [];
  if (r.token === null) return TOKEN_TYPES.map((token) => ({ type: 'catapult/choose', token }));
  if (r.token === 'catch') return CATCH_RESULTS.map((result) => ({ type: 'catapult/catch', result }));
  if (r.swap) return swapChoices(api);
  return shotChoices(api);
}

function shotChoices(api: GameApi): Action[] {
  const r = catapultSlice(api).round!;
  const box = tileBox(api);
  const centre = { x: r.fair.x + 0.5, y: r.fair.y + 0.5 };
  const out: Action[] = [
    { type: 'catapult/shot', rest: { x: box.maxX + 5, y: box.maxY + 5 }, hits: [] },
    { type: 'catapult/shot', rest: centre, hits: [] },
  ];
  let best = Infinity, nearest = -1;
  for (let i = 0; i < api.state.followers.length; i++) {
    const f = api.state.followers[i];
    if (!isFieldFollower(api, f)) continue;
    const p = api.followerPosition(f);
    const d = hypot(p.x - centre.x, p.y - centre.y);
    if (d < best) { best = d; nearest = i; }
  }
  if (nearest >= 0) {
    const f = api.state.followers[nearest];
    out.push({ type: 'catapult/shot', rest: api.followerPosition(f), hits: [followerRef(api, f)] });
  }
  return out;
}

function swapChoices(api: GameApi): Action[] {
  const swap = catapultSlice(api).round!.swap!;
  const tie = swap.candidates.length > 1;
  const out: Action[] = [];
  for (const target of swap.candidates) {
    const extra = tie ? { target } : {};
    const dest = api.state.followers[findFollower(api, target)];
    const kind = api.state.nodes[dest.node].kind;
    if (api.supplyOf(swap.player, SWAP_IN_TYPE) > 0 && fitsFeature(api, SWAP_IN_TYPE, kind)) out.push({ type: 'catapult/swap', from: 'supply', ...extra });
    // Any other follower type in the supply that may stand there (a big follower).
    for (const def of api.followerTypes()) {
      if (def.id === SWAP_IN_TYPE || def.fieldFollower === false || api.supplyOf(swap.player, def.id) <= 0 || !fitsFeature(api, def.id, kind)) continue;
      out.push({ type: 'catapult/swap', from: 'supply', follower: def.id, ...extra });
    }
    for (const f of api.state.followers) {
      if (f.player !== swap.player || !isFieldFollower(api, f) || !fitsFeature(api, f.type, kind)) continue;
      const from = followerRef(api, f);
      if (sameRef(from, target) || swapProblem(api, swap, { target, from })) continue;
      out.push({ type: 'catapult/swap', from, ...extra });
    }
  }
  out.push({ type: 'pass' });
  return out;
}
