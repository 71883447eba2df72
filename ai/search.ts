// The search: every candidate is an ordinary legal action applied to a copy of the game, and the
// resulting position is valued by evaluate.ts. Two layers:
//  - one ply: a tile placement together with the follower decision it allows (the pair is what a
//    player weighs), any other decision by itself;
//  - settle: after an action that starts something other players act in (a round of shots, say),
//    everyone's cheapest sensible reply is played out so the position is valued once it is quiet;
// (A two-ply lookahead — the best three candidates replayed against two sampled draws and the next
// player's reply — left the strong player level with normal at fifteen times the time; it was
// dropped for the evaluation's bag-aware completion chances, ai/completion.ts.)
import { nextFloat, type Action, type Game, type RngState } from '../core/index.js';
import { evaluateFor, FULL_WEIGHTS, type EvalWeights } from './evaluate.js';
import { forkGame } from './fork.js';

export interface SearchParams {
  weights: EvalWeights;
  /** Gaussian noise (points) added to each candidate's value: how often a weaker bot misjudges. */
  noise: number;
}

export interface Scored {
  actions: Action[];
  value: number;
}

const SETTLE_LIMIT = 16;

/** Applies `action` to a copy and plays the quick replies until the game is back at a tile draw. */
export function afterAction(game: Game, action: Action, weights: EvalWeights = FULL_WEIGHTS): Game | null {
  const copy = forkGame(game);
  if (!copy.apply(action).ok) return null;
  settle(copy, weights);
  return copy;
}

/** Plays each pending non-tile decision with its best one-ply choice (representative choices only). */
export function settle(game: Game, weights: EvalWeights): void {
  for (let i = 0; i < SETTLE_LIMIT && !game.state.finished && game.state.turn.phase !== 'place'; i++) {
    const choices = game.choices();
    if (choices.length === 0) return;
    const actor = game.actor();
    let best: Action = choices[0], bestValue = -Infinity;
    for (const c of choices) {
      const copy = forkGame(game);
      if (!copy.apply(c).ok) continue;
      const v = evaluateFor(copy, actor, weights, true);
      if (v > bestValue) { bestValue = v; best = c; }
    }
    if (!game.apply(best).ok) return;
  }
}

/**
 * Placements whose turn ends in a round of other players' decisions (a catapult round) are first
 * ranked by the position the round starts from; only this many of the best are played through the
 * round and valued once it is quiet. Playing every candidate's round made such a turn cost seconds.
 */
export const ROUND_REFINED = 3;

/** Every (placement, follower decision) pair of the current turn, valued for the mover. */
export function planTurn(game: Game, params: SearchParams, rng: RngState, overBudget: () => boolean = () => false): Scored[] {
  const me = game.actor();
  const out: Scored[] = [], unsettled: Scored[] = [];
  // Values a position reached by `actions`: exactly when it is quiet, as a ranking when a round waits.
  const judge = (g: Game, actions: Action[]): number => {
    const quiet = g.state.finished || g.state.turn.phase === 'place';
    const value = noisy(evaluateFor(g, me, params.weights, true), params.noise, rng);
    (quiet ? out : unsettled).push({ actions, value });
    return value;
  };
  const withSpots: { place: Action; placed: Game; spots: Action[]; value: number }[] = [];
  for (const place of game.choices()) {
    const placed = forkGame(game);
    if (!placed.apply(place).ok) continue;
    const next = placed.state.finished || placed.actor() !== me || placed.state.turn.phase === 'place'
      ? [] : placed.choices();
    if (next.length === 0) {
      judge(placed, [place]);
      continue;
    }
    // The last choice (pass, for followers) is valued on a copy; the others wait for stage two.
    const last = next[next.length - 1];
    const g = forkGame(placed);
    if (g.apply(last).ok) withSpots.push({ place, placed, spots: next.slice(0, -1), value: judge(g, [place, last]) });
  }
  // Best-looking placements first (the order the weaker players' noise is drawn in).
  withSpots.sort((a, b) => b.value - a.value);
  for (const { place, placed, spots } of withSpots) {
    for (let i = 0; i < spots.length; i++) {
      // The last spot reuses the placed copy: one copy fewer per placement.
      const g = i === spots.length - 1 ? placed : forkGame(placed);
      if (g.apply(spots[i]).ok) judge(g, [place, spots[i]]);
    }
  }
  return refine(game, params, rng, out, unsettled, ROUND_REFINED, overBudget);
}

/**
 * The best `limit` candidates that wait for a round are replayed from the decision's start and
 * valued once the round is quiet (at least one, then only while the budget lasts). Exactly valued
 * candidates come first; the rest keep their ranking order behind them.
 */
function refine(game: Game, params: SearchParams, rng: RngState, out: Scored[], unsettled: Scored[], limit: number, overBudget: () => boolean): Scored[] {
  const me = game.actor();
  unsettled.sort((a, b) => b.value - a.value);
  let tried = 0;
  for (const c of unsettled) {
    if (tried >= limit || (tried > 0 && overBudget())) break;
    tried++;
    const g = forkGame(game);
    if (!c.actions.every((a) => g.apply(a).ok)) continue;
    settle(g, params.weights);
    out.push({ actions: c.actions, value: noisy(evaluateFor(g, me, params.weights, true), params.noise, rng) });
  }
  return [...out.sort((a, b) => b.value - a.value), ...unsettled.slice(tried)];
}

/**
 * Any single decision (a follower, an escape, a token type, a swap …), valued for the mover. Every
 * choice that waits for a round is played through it while the budget lasts (a token type's
 * value shows only once the round is played).
 */
export function planChoice(game: Game, params: SearchParams, rng: RngState, choices = game.choices(), overBudget: () => boolean = () => false): Scored[] {
  const me = game.actor();
  const out: Scored[] = [], unsettled: Scored[] = [];
  for (const c of choices) {
    const g = forkGame(game);
    if (!g.apply(c).ok) continue;
    const quiet = g.state.finished || g.state.turn.phase === 'place';
    (quiet ? out : unsettled).push({ actions: [c], value: noisy(evaluateFor(g, me, params.weights, true), params.noise, rng) });
  }
  return refine(game, params, rng, out, unsettled, Infinity, overBudget);
}

function noisy(v: number, sigma: number, rng: RngState): number {
  if (sigma <= 0) return v;
  // Box–Muller from the bot's own seeded generator.
  const u = Math.max(1e-12, nextFloat(rng)), w = nextFloat(rng);
  return v + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
}
