// A one-sentence reason for a move, found by replaying it on a copy: what it scores, what it
// claims, what it takes from others — and what it does to an opponent's feature (against.ts).
// Returns a message key with parameters; the UI words it.
import type { Action, Game, GameEvent, ScoreEvent } from '../core/index.js';
import { againstOthers } from './against.js';
import { deckCompletionChance } from './completion.js';
import { featurePoints } from './evaluate.js';
import { forkGame } from './fork.js';
import type { Reason } from './types.js';

export function explain(game: Game, actions: Action[], me: number): Reason {
  const copy = forkGame(game);
  const own = ownReason(game, copy, actions, me);
  if (!own.ok) return own.reason;
  // On a copy too: looking features up compresses the engine's union–find paths, which must not
  // change the real game's state (its record must replay to exactly the same state).
  const also = againstOthers(forkGame(game), copy, me);
  if (!also) return own.reason;
  // "The best balance" says nothing a named opponent's feature would not say better.
  return own.reason.key === 'ai.reason.best' ? also : { ...own.reason, also };
}

/** The move's own reason, from replaying `actions` on `copy` (left in the position after them). */
function ownReason(game: Game, copy: Game, actions: Action[], me: number): { ok: boolean; reason: Reason } {
  const reason = (key: string, params: Reason['params'] = {}) => ({ ok: true, reason: { key, params } });
  const events: GameEvent[] = [];
  const followersBefore = countOthers(game, me);
  for (const a of actions) {
    const r = copy.apply(a);
    if (!r.ok) return { ok: false, reason: { key: 'ai.reason.best', params: {} } };
    events.push(...r.events);
  }
  const scores = events.filter((e) => e.type === 'score').map((e) => e.event as ScoreEvent);
  const mine = scores.filter((s) => s.players.includes(me));
  const gained = mine.reduce((sum, s) => sum + (s.points[me] ?? 0), 0);
  const deployed = events.find((e) => e.type === 'deployed')?.follower as { node: number } | undefined;
  if (gained > 0) {
    const biggest = mine.reduce((a, b) => ((b.points[me] ?? 0) > (a.points[me] ?? 0) ? b : a));
    return reason('ai.reason.scores', { kind: biggest.kind, points: gained });
  }
  const removed = followersBefore - countOthers(copy, me);
  if (removed > 0 && scores.length === 0) return reason('ai.reason.removes', { count: removed });
  if (deployed) {
    const view = copy.feature(deployed.node);
    const kind = copy.kind(view.node.kind)!;
    // The hint comes from the strong player, so the claim is worth what that player judged it.
    const chance = view.complete ? 1 : deckCompletionChance(copy, view.root, kind.completion === 'surrounded');
    const worth = kind.score
      ? Math.round(featurePoints(copy, view, false) + chance
        * (featurePoints(copy, view, true) - featurePoints(copy, view, false)))
      : 0;
    return worth > 0 ? reason('ai.reason.claims', { kind: kind.id, points: worth }) : reason('ai.reason.claims-end', { kind: kind.id });
  }
  const returned = events.some((e) => e.type === 'follower-returned' && (e.follower as { player: number }).player === me);
  return reason(returned ? 'ai.reason.frees' : 'ai.reason.best');
}

/** Opponents' followers on the board. */
function countOthers(game: Game, me: number): number {
  return game.state.followers.filter((f) => f.player !== me).length;
}
