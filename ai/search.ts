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

/** Every (placement, follower decision) pair of the current turn, valued for the mover. */
export function planTurn(game: Game, params: SearchParams, rng: RngState): Scored[] {
  const me = game.actor();
  const out: Scored[] = [];
  const withSpots: { place: Action; placed: Game; spots: Action[]; value: number }[] = [];
  for (const place of game.choices()) {
    const placed = forkGame(game);
    if (!placed.apply(place).ok) continue;
    const next = placed.state.finished || placed.actor() !== me || placed.state.turn.phase === 'place'
      ? [] : placed.choices();
    if (next.length === 0) {
      settle(placed, params.weights);
      out.push({ actions: [place], value: noisy(evaluateFor(placed, me, params.weights, true), params.noise, rng) });
      continue;
    }
    // The last choice (pass, for followers) is valued on a copy; the others wait for stage two.
    const last = next[next.length - 1];
    const g = forkGame(placed);
    if (g.apply(last).ok) {
      settle(g, params.weights);
      const value = noisy(evaluateFor(g, me, params.weights, true), params.noise, rng);
      out.push({ actions: [place, last], value });
      withSpots.push({ place, placed, spots: next.slice(0, -1), value });
    }
  }
  // Best-looking placements first (the order the weaker players' noise is drawn in).
  withSpots.sort((a, b) => b.value - a.value);
  for (const { place, placed, spots } of withSpots) {
    for (let i = 0; i < spots.length; i++) {
      // The last spot reuses the placed copy: one copy fewer per placement.
      const g = i === spots.length - 1 ? placed : forkGame(placed);
      if (!g.apply(spots[i]).ok) continue;
      settle(g, params.weights);
      out.push({ actions: [place, spots[i]], value: noisy(evaluateFor(g, me, params.weights, true), params.noise, rng) });
    }
  }
  return out.sort((a, b) => b.value - a.value);
}

/** Any single decision (a follower, an escape, a token type, a swap …), valued for the mover. */
export function planChoice(game: Game, params: SearchParams, rng: RngState, choices = game.choices()): Scored[] {
  const me = game.actor();
  const out: Scored[] = [];
  for (const c of choices) {
    const g = afterAction(game, c, params.weights);
    if (!g) continue;
    out.push({ actions: [c], value: noisy(evaluateFor(g, me, params.weights, true), params.noise, rng) });
  }
  return out.sort((a, b) => b.value - a.value);
}

function noisy(v: number, sigma: number, rng: RngState): number {
  if (sigma <= 0) return v;
  // Box–Muller from the bot's own seeded generator.
  const u = Math.max(1e-12, nextFloat(rng)), w = nextFloat(rng);
  return v + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
}
