// The catch by computer players: the thrower chooses the power that gives the best expected
// result against a catcher of the skill it expects and lets go (catapult/throw); the catcher —
// a person tapping on the tablet, or a computer — then catches that throw. A computer taps where
// and when it judges the token will pass, with a reaction error that shrinks with its strength.
import { nextFloat, type Game, type RngState } from '../../../core/index.js';
import type { Decision, SpecialistContext } from '../../../ai/types.js';
import type { CatchResult, CatchTap } from '../physics/types.js';
import { physicsInput } from '../physics-input.js';
import { catapultSlice, currentCatcher } from '../slice.js';
import { catchAction, catchPlan, judge, landingTime, type CatchPlan } from '../ui/catch-plan.js';
import { shotSeed } from '../ui/seed.js';
import { gauss } from './index.js';

const POWERS = [0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95];
const RESULTS: CatchResult[] = ['caught', 'touched', 'far', 'short'];

/** Where and when a catcher of `skill` (0..1) taps: late in the flight, near its own side. */
export function botTap(plan: CatchPlan, skill: number, rng: RngState): CatchTap | null {
  const land = landingTime(plan);
  if (land <= 0) return null;
  const want = land * (0.65 + 0.2 * nextFloat(rng));
  const samples = plan.path.samples;
  const at = samples.reduce((a, b) => (Math.abs(b.t - want) < Math.abs(a.t - want) ? b : a), samples[0]);
  const timing = 0.03 + 0.12 * (1 - skill), place = 0.15 + 0.45 * (1 - skill);
  return { t: at.t + gauss(rng) * timing, x: at.x + gauss(rng) * place, y: at.y + gauss(rng) * place };
}

export function throwCatch(game: Game, ctx: SpecialistContext): Decision {
  const slice = catapultSlice(game), r = slice.round!, catcher = currentCatcher(slice)!;
  const board = physicsInput(game), seats = game.playerCount();
  if (r.throw) {
    // A person threw (catapult/throw is recorded) and this computer catches: it taps at its own strength.
    const plan = catchPlan(board, r.order[r.next], catcher, seats, r.throw.power, r.throw.seed);
    const tap = botTap(plan, ctx.skill, ctx.rng), result = judge(plan, tap);
    return { action: catchAction(plan, tap, result), value: ctx.value({ type: 'catapult/catch', result }), reason: { key: 'ai.reason.catch', params: { power: Math.round(r.throw.power * 100) } } };
  }
  const resultValue = new Map(RESULTS.map((r) => [r, ctx.value({ type: 'catapult/catch', result: r })]));
  // The thrower cannot know the spread of this throw: it judges each power over sample seeds and
  // a catcher about as good as itself.
  let bestPower = POWERS[0], bestValue = -Infinity;
  for (const power of POWERS) {
    let total = 0;
    const n = 6;
    for (let i = 0; i < n; i++) {
      const plan = catchPlan(board, ctx.player, catcher, seats, power, (nextFloat(ctx.rng) * 2 ** 32) >>> 0);
      total += resultValue.get(judge(plan, botTap(plan, 0.7, ctx.rng)))!;
    }
    if (total / n > bestValue) { bestValue = total / n; bestPower = power; }
  }
  const power = Math.max(0, Math.min(1, bestPower * (1 + gauss(ctx.rng) * 0.1 * (1 - ctx.skill))));
  // The computer lets go (catapult/throw): the catcher — a person at the tablet, or a computer at
  // its own strength — then makes its own catch of this very throw.
  const seed = shotSeed(game.state.setup.seed, game.state.actionCount);
  return { action: { type: 'catapult/throw', power, seed }, value: bestValue, reason: { key: 'ai.reason.catch', params: { power: Math.round(power * 100) } } };
}
