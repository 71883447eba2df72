// One decision of a computer player: the legal actions of the moment, valued by the search at the
// bot's strength. Seeded from the game (its seed, the action number and the seat), so the same
// position always gets the same move and a game with bots replays exactly.
import { nextInt, seedRng, type Action, type Game, type RngState } from '../core/index.js';
import { evaluateFor, FULL_WEIGHTS } from './evaluate.js';
import { explain } from './reason.js';
import { afterAction, planChoice, planTurn, type Scored, type SearchParams } from './search.js';
import { STRENGTHS, type BotOptions, type Decision, type Specialist, type Strength } from './types.js';

export const PARAMS: Record<Exclude<Strength, 'random'>, SearchParams> = {
  // Sees points now and a little of what it holds; misjudges often.
  easy: { weights: { potential: 0.35, follower: 0.6, finals: false }, noise: 4 },
  normal: { weights: FULL_WEIGHTS, noise: 0.4 },
  // Judges every feature's chance from the tiles left in the bag (ai/completion.ts): it sees holes
  // no tile can fill — its own followers it must not strand, opponents' features it can kill.
  strong: { weights: { ...FULL_WEIGHTS, deck: true }, noise: 0 },
};

/** How well each strength aims a continuous action (specialists turn it into error). */
export const SKILL: Record<Strength, number> = { random: 0, easy: 0.35, normal: 0.7, strong: 1 };

/** The bot's generator for this decision: the game's seed, how far the game is, who decides. */
export function decisionRng(game: Game, strength: Strength): RngState {
  const s = game.state;
  const mix = Math.imul(s.setup.seed ^ 0x5bd1e995, 31) ^ Math.imul(s.actionCount + 1, 0x9e3779b1)
    ^ Math.imul(game.actor() + 1, 0x85ebca6b) ^ STRENGTHS.indexOf(strength);
  return seedRng(mix >>> 0);
}

/** The bot's move now. Throws only when the game is over or offers no legal action. */
export function decide(game: Game, options: BotOptions): Decision {
  const choices = game.choices();
  if (choices.length === 0) throw new Error(`no legal action in phase "${game.state.turn.phase}"`);
  const rng = decisionRng(game, options.strength);
  const me = game.actor();
  const budget = options.budget, started = budget?.now() ?? 0;
  const overBudget = () => (budget ? budget.now() - started > budget.ms : false);
  if (options.strength === 'random') {
    const action = choices[nextInt(rng, choices.length)];
    return { action, reason: { key: 'ai.reason.random', params: {} }, value: 0 };
  }
  const params = PARAMS[options.strength];
  const specialist = findSpecialist(options.specialists ?? [], choices);
  if (specialist) {
    const decision = specialist.decide(game, {
      player: me, strength: options.strength, skill: SKILL[options.strength], rng, overBudget,
      value: (a) => {
        const g = afterAction(game, a, params.weights);
        return g ? evaluateFor(g, me, params.weights) : -Infinity;
      },
    });
    if (decision) return decision;
  }
  const ranked: Scored[] = choices.every((c) => c.type === 'place')
    ? planTurn(game, params, rng, overBudget)
    : planChoice(game, params, rng, choices, overBudget);
  if (ranked.length === 0) throw new Error(`every choice in phase "${game.state.turn.phase}" was refused`);
  const best = ranked[0];
  return { action: best.actions[0], reason: explain(game, best.actions, me), value: best.value };
}

function findSpecialist(list: readonly Specialist[], choices: Action[]): Specialist | undefined {
  return list.find((s) => choices.some((c) => s.actionTypes.includes(c.type)));
}

/** Plays the game to the end with one bot per seat; returns the actions taken (benchmarks, tests). */
export function playOut(game: Game, seats: readonly Strength[], specialists: readonly Specialist[] = [], maxActions = 5000): Action[] {
  const taken: Action[] = [];
  while (!game.state.finished && taken.length < maxActions) {
    const { action } = decide(game, { strength: seats[game.actor()], specialists });
    const r = game.apply(action);
    if (!r.ok) throw new Error(`bot (${seats[game.actor()]}) chose an illegal action ${JSON.stringify(action)}: ${r.error.message}`);
    taken.push(action);
  }
  return taken;
}
