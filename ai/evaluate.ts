// How good a position is for one player, read only through the engine's public surface: feature
// kinds score themselves (kind.score + the registered modifiers), and modules' end-of-game scoring
// (farms, for instance) runs through the final-scoring hooks on a throw-away copy. No module is
// named here: whatever a module scores, the evaluation counts.
import { type FeatureView, type Game, type ScoreItem } from '../core/index.js';
import { deckCompletionChance, type DrawShares } from './completion.js';
import { forkGame } from './fork.js';

export interface EvalWeights {
  /** How much of an incomplete feature's extra value on completion is counted (0 = final-now only). */
  potential: number;
  /** Points a follower in supply is worth while there are turns to use it. */
  follower: number;
  /** Count end-of-game scoring of never-completing kinds (farms) through the final-scoring hooks. */
  finals: boolean;
  /** Judge completion from the tiles left in the bag (ai/completion.ts) instead of a rule of thumb. */
  deck?: boolean;
  /** With `deck`: how many of the draws may go to a feature's holes (completion.ts's default if absent). */
  draws?: DrawShares;
  /** Weight of the strongest opponent against the field's mean (0.75 if absent). */
  rivals?: number;
}

export const FULL_WEIGHTS: EvalWeights = { potential: 1, follower: 1.6, finals: true };

/** Per player: score + expected value of what they hold on the board + their followers' worth. */
export function playerValues(game: Game, w: EvalWeights = FULL_WEIGHTS, consume = false): number[] {
  const s = game.state, n = game.playerCount();
  const values = s.scores.slice();
  const tilesLeft = s.deck.length + (s.turn.drawn ? 1 : 0);
  if (s.finished) return values;
  const roots = new Map<number, true>();
  let neverKinds = false;
  for (const f of s.followers) {
    const root = game.find(f.node);
    if (roots.has(root)) continue;
    roots.set(root, true);
    const view = game.feature(root);
    const kind = game.kind(view.node.kind)!;
    if (kind.completion === 'never') { neverKinds = true; continue; }
    if (!kind.score) continue;
    const leaders = game.majority(view.followers);
    if (leaders.length === 0) continue;
    const now = featurePoints(game, view, view.complete);
    const done = view.complete ? now : featurePoints(game, view, true);
    const p = view.complete ? 1
      : w.deck ? deckCompletionChance(game, root, kind.completion === 'surrounded', w.draws)
      : completionChance(game, view, tilesLeft);
    const worth = now + w.potential * p * (done - now);
    for (const player of leaders) values[player] += worth;
  }
  if (w.finals && neverKinds) {
    // Farms and the like score only at the end: let the modules' own hooks do it on a copy.
    // A position the caller throws away anyway is scored in place: one copy fewer per candidate.
    const copy = consume ? game : forkGame(game);
    const before = copy.state.scores.slice();
    for (const h of copy.rules.hooks.onFinalScoring) h(copy);
    for (let p = 0; p < n; p++) values[p] += copy.state.scores[p] - before[p];
  }
  const turnsEach = tilesLeft / n;
  for (let p = 0; p < n; p++) values[p] += supplyWorth(game, p, turnsEach, w.follower);
  return values;
}

/**
 * The evaluation the search maximises: my value against the strongest opponent's. With `consume`
 * the game is a disposable copy and may be changed (end-of-game hooks run on it directly).
 */
export function evaluateFor(game: Game, player: number, w: EvalWeights = FULL_WEIGHTS, consume = false): number {
  const v = playerValues(game, w, consume);
  let best = -Infinity, sum = 0;
  for (let p = 0; p < v.length; p++) {
    if (p === player) continue;
    best = Math.max(best, v[p]);
    sum += v[p];
  }
  const others = v.length - 1;
  // Mostly the leader among the others, a little the field: in a 4-player game feeding two
  // opponents is worse than feeding one.
  const rivals = w.rivals ?? 0.75;
  return v[player] - (rivals * best + (1 - rivals) * (sum / others));
}

/** Points the feature's kind gives it now (completed or final), after every module's modifiers. */
export function featurePoints(game: Game, view: FeatureView, completed: boolean): number {
  const kind = game.kind(view.node.kind)!;
  const event = {
    kind: kind.id, when: completed ? 'completed' as const : 'final' as const, node: view.root,
    tiles: [...view.node.tiles], players: [] as number[], items: kind.score!(game, view, completed), points: {},
  };
  game.modify(kind.id, event, { feature: view, completed });
  return event.items.reduce((sum: number, i: ScoreItem) => sum + i.count * i.unit, 0);
}

/** A rough chance that the feature is finished before the tiles run out. */
export function completionChance(game: Game, view: FeatureView, tilesLeft: number): number {
  const kind = game.kind(view.node.kind)!;
  const missing = kind.completion === 'surrounded' ? 8 - view.neighbours : Math.max(1, view.node.open);
  const each = kind.completion === 'surrounded' ? 0.9 : 0.82;
  const time = Math.min(1, tilesLeft / (missing * 4 + 2));
  return Math.pow(each, missing) * time;
}

/**
 * A player's followers in supply: the field followers of every type as one pool (a big follower is
 * one more follower to deploy), and each one stronger than normal its extra weight on top while
 * there are turns to use it, so deploying it costs more than deploying a normal one: it is spent
 * where its weight wins or holds a majority, not on the first road. Types that weigh nothing in a
 * majority (a builder, a pig) are left to their modules' scoring.
 */
function supplyWorth(game: Game, player: number, turnsEach: number, unit: number): number {
  let pool = 0, extra = 0;
  for (const def of game.followerTypes()) {
    if (def.fieldFollower === false || def.strength <= 0) continue;
    const count = game.supplyOf(player, def.id);
    pool += count;
    if (def.strength > 1) extra += count * (def.strength - 1);
  }
  return followerWorth(pool, turnsEach, unit) + extra * unit * Math.min(1, turnsEach / 8);
}

/** The first followers matter most; none matter once the game is nearly over. */
function followerWorth(supply: number, turnsEach: number, unit: number): number {
  const usable = Math.min(supply, Math.ceil(turnsEach / 2));
  const time = Math.min(1, turnsEach / 8);
  let v = 0;
  for (let i = 0; i < usable; i++) v += unit * (i < 2 ? 1.5 : i < 4 ? 1 : 0.5);
  return v * time;
}
