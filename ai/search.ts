// The search: every candidate is an ordinary legal action applied to a copy of the game, and the
// resulting position is valued by evaluate.ts. Three layers:
//  - one ply: a tile placement together with the follower decision it allows (the pair is what a
//    player weighs), any other decision by itself;
//  - settle: after an action that starts something other players act in (a round of shots, say),
//    everyone's cheapest sensible reply is played out so the position is valued once it is quiet;
//  - lookahead (strong): the best few candidates are replayed against sampled draws from the bag
//    (never the real order: the deck is unknown to a player) and the next player's best reply.
import { nextFloat, shuffleInPlace, type Action, type Game, type RngState } from '../core/index.js';
import { evaluateFor, FULL_WEIGHTS, type EvalWeights } from './evaluate.js';
import { forkGame } from './fork.js';

export interface SearchParams {
  weights: EvalWeights;
  /** Gaussian noise (points) added to each candidate's value: how often a weaker bot misjudges. */
  noise: number;
  /** Strong only: candidates replayed against sampled futures, and futures per candidate. */
  lookaheadTop: number;
  lookaheadSamples: number;
}

export interface Scored {
  actions: Action[];
  value: number;
}

const SETTLE_LIMIT = 16;
/** Placements whose follower spots a quick reply tries (the best-looking without a follower). */
const REPLY_DEPLOY_TOP = 5;

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
 * Every (placement, follower decision) pair of the current turn, valued for the mover. With
 * `deployTop`, only the placements that look best without a follower also try each follower
 * spot (the quick replies inside the lookahead use this).
 */
export function planTurn(game: Game, params: SearchParams, rng: RngState, deployTop = Infinity): Scored[] {
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
  withSpots.sort((a, b) => b.value - a.value);
  for (const { place, placed, spots } of withSpots.slice(0, deployTop)) {
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

/**
 * Strong: re-values the best candidates by what can happen next. Each sample replaces the
 * upcoming draws by a shuffle of the tiles still in the bag, lets the next player answer with
 * their best one-ply turn, and values the result for the mover.
 */
export function lookahead(game: Game, ranked: Scored[], params: SearchParams, rng: RngState, overBudget: () => boolean = () => false): Scored[] {
  const me = game.actor();
  const top = ranked.slice(0, params.lookaheadTop);
  if (top.length < 2 || params.lookaheadSamples <= 0) return ranked;
  const reply: SearchParams = { ...params, noise: 0, lookaheadTop: 0, lookaheadSamples: 0 };
  // Out of time, a candidate keeps its one-ply value; the ranking stays the one-ply ranking then.
  const rescored = top.map((cand, k) => {
    let total = 0, n = 0;
    for (let s = 0; s < params.lookaheadSamples && !(k > 0 && overBudget()); s++) {
      const g = forkGame(game);
      let ok = true;
      for (const a of cand.actions) ok = ok && g.apply(a).ok;
      if (!ok) break;
      settle(g, params.weights);
      if (!g.state.finished && g.state.turn.phase === 'place' && redraw(g, rng)) {
        const answer = planTurn(g, reply, rng, REPLY_DEPLOY_TOP)[0];
        if (answer) for (const a of answer.actions) g.apply(a);
        settle(g, params.weights);
      }
      total += evaluateFor(g, me, params.weights, true);
      n++;
    }
    return { actions: cand.actions, value: n ? total / n : cand.value, looked: n > 0 };
  });
  if (rescored.some((c) => !c.looked)) return ranked;
  rescored.sort((a, b) => b.value - a.value);
  return [...rescored, ...ranked.slice(top.length)];
}

/**
 * Replaces the tile drawn on a copy, and the order of the bag, by a sample from what is still
 * unseen. The drawn tile must be placeable (the engine discards others before the player sees one).
 */
function redraw(g: Game, rng: RngState): boolean {
  const s = g.state;
  const pool = [...s.deck, ...(s.turn.drawn ? [s.turn.drawn] : [])];
  shuffleInPlace(rng, pool);
  const i = pool.findIndex((t) => g.canPlaceAnywhere(t));
  if (i < 0) return false;
  const [tile] = pool.splice(i, 1);
  s.turn.drawn = tile;
  s.deck = pool;
  return true;
}

function noisy(v: number, sigma: number, rng: RngState): number {
  if (sigma <= 0) return v;
  // Box–Muller from the bot's own seeded generator.
  const u = Math.max(1e-12, nextFloat(rng)), w = nextFloat(rng);
  return v + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
}
