// What a move does to the other players' features, for the hint's reason: replayed on a copy and
// compared feature by feature with the position before it. A move can take a feature over (its
// tile joins the feature to one the mover leads), share it, or — judged from the tiles left in the
// bag (completion.ts) — leave no tile that can finish it, or make that much less likely.
import type { Game } from '../core/index.js';
import { deckCompletionChance } from './completion.js';
import { featurePoints } from './evaluate.js';
import type { Reason } from './types.js';

/** What a move did to one opponent's feature. */
type Effect = 'kills' | 'takes' | 'shares' | 'hinders';

/** A feature's chance of being finished falls by at least this much (and by half) to count as hindered. */
const HINDERED = 0.25;

interface Found { effect: Effect; opponent: number; kind: string; worth: number }

/**
 * The strongest thing `after` (the position once `me` moved) does to a feature an opponent led in
 * `before`: a message key `ai.reason.<effect>` with the opponent's seat and the feature's kind.
 */
export function againstOthers(before: Game, after: Game, me: number): Reason | null {
  let best: Found | null = null;
  const seen = new Set<number>();
  for (const f of before.state.followers) {
    const root = before.find(f.node);
    if (seen.has(root)) continue;
    seen.add(root);
    const view = before.feature(root);
    const leaders = before.majority(view.followers);
    if (view.complete || leaders.length === 0 || leaders.includes(me)) continue;
    // The same feature after the move: it may have grown or joined another; if the followers it
    // had are gone (scored, knocked out) the move's own reason says so.
    const still = view.followers.find((v) => after.state.followers.some((a) => a.node === v.node && a.player === v.player));
    if (!still) continue;
    const root2 = after.find(still.node), view2 = after.feature(root2);
    if (view2.complete) continue; // finished for them: no harm done
    const kind = before.kind(view.node.kind)!;
    const leaders2 = after.majority(view2.followers);
    let effect: Effect | null = null;
    if (leaders2.includes(me)) effect = leaders.every((p) => leaders2.includes(p)) ? 'shares' : 'takes';
    else if (kind.completion !== 'never') {
      const surrounded = kind.completion === 'surrounded';
      const was = deckCompletionChance(before, root, surrounded), now = deckCompletionChance(after, root2, surrounded);
      if (was > 0 && now === 0) effect = 'kills';
      else if (was - now >= HINDERED && now <= was / 2) effect = 'hinders';
    }
    if (!effect) continue;
    const worth = kind.score ? featurePoints(before, view, true) : 0;
    const found: Found = { effect, opponent: leaders[0], kind: kind.id, worth };
    if (!best || stronger(found, best)) best = found;
  }
  return best && { key: `ai.reason.${best.effect}`, params: { opponent: best.opponent, kind: best.kind } };
}

function stronger(a: Found, b: Found): boolean {
  const rank = (f: Found) => (f.effect === 'kills' || f.effect === 'takes' ? 2 : f.effect === 'shares' ? 1 : 0);
  return rank(a) !== rank(b) ? rank(a) > rank(b) : a.worth > b.worth;
}
