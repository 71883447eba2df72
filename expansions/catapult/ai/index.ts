// The catapult's companion for computer players: it turns the search's evaluation into flicks and
// throws. A shot is aimed by simulation on the current board — candidate aims at every follower,
// the fair tile and off the table, each at a few powers, simulated with spreads the shooter cannot
// know in advance (sample seeds, never the shot's own) — and the best expected outcome is taken.
// Weaker bots add a human-sized error to the aim and the pull before the real shot.
import { nextFloat, type Action, type Game, type RngState } from '../../../core/index.js';
import type { Decision, Specialist, SpecialistContext } from '../../../ai/types.js';
import { aimAt } from '../physics/aim-at.js';
import { initPhysics, simulateShot, type PhysicsBoard, type ShotInput } from '../physics/index.js';
import { physicsInput, shotAction } from '../physics-input.js';
import { catapultSlice } from '../slice.js';
import { shotSeed } from '../ui/seed.js';
import { throwCatch } from './catch.js';

/** The catapult turns at most this far either side (as the slingshot UI allows). */
const MAX_AIM = (80 * Math.PI) / 180;
/** Relative powers tried around the one that lands on the target (the token slides on). */
const POWER_STEPS = [0.72, 0.82, 0.92, 1];

export interface AimPlan { aim: number; power: number; value: number; target: string }

export function gauss(rng: RngState): number {
  const u = Math.max(1e-12, nextFloat(rng)), w = nextFloat(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * w);
}

/**
 * Points worth aiming at: the fair tile, then every follower on the field from the fair outwards
 * (where the round's shots land, so the ones a short think should weigh first).
 */
function targets(game: Game, board: PhysicsBoard): { id: string; x: number; y: number }[] {
  const round = catapultSlice(game).round!;
  const fair = { id: 'fair', x: round.fair.x + 0.5, y: round.fair.y + 0.5 };
  const away = (p: { x: number; y: number }) => (p.x - fair.x) ** 2 + (p.y - fair.y) ** 2;
  const followers = board.followers.map((f) => ({ id: f.id, x: f.x, y: f.y })).sort((a, b) => away(a) - away(b));
  return [fair, ...followers];
}

/** Targets simulated per shot: the ones whose ideal hit the search values most. */
const TARGETS_TRIED = 4;

export function planShot(game: Game, ctx: SpecialistContext, samples: number): AimPlan {
  const board = physicsInput(game), seats = game.playerCount();
  const seeds = Array.from({ length: samples }, () => (nextFloat(ctx.rng) * 2 ** 32) >>> 0);
  const value = (input: ShotInput) => {
    let total = 0;
    for (const seed of seeds) total += ctx.value(shotAction(simulateShot(board, input, seed)));
    return total / seeds.length;
  };
  // First the dream: what each reachable target would be worth if the token stopped exactly there,
  // hitting it. Only the most promising are simulated. Each dream plays out the rest of the round,
  // so once the move's time is spent the targets not yet dreamt of are left out.
  const dreams: { id: string; ideal: number; aim: ShotInput }[] = [];
  for (const t of targets(game, board)) {
    if (dreams.length >= TARGETS_TRIED && ctx.overBudget()) break;
    const aim = aimAt(board, ctx.player, seats, t);
    if (!aim) continue; // out of reach or behind the catapult
    dreams.push({ id: t.id, aim, ideal: ctx.value(shotAction({ rest: { x: t.x, y: t.y }, hits: t.id === 'fair' ? [] : [{ id: t.id, chain: false }] })) });
  }
  const ranked = dreams.sort((a, b) => b.ideal - a.ideal).slice(0, TARGETS_TRIED);
  // A gentle shot well short of everything: the "do no harm" baseline.
  let best: AimPlan = { aim: 0, power: 0.05, value: value({ seat: ctx.player, seats, aim: 0, power: 0.05 }), target: 'none' };
  for (const [k, t] of ranked.entries()) {
    if (t.ideal <= best.value) continue;
    for (const [j, step] of POWER_STEPS.entries()) {
      // The best target gets at least two pulls; the rest of the thinking only while time lasts.
      if ((k > 0 || j > 1) && ctx.overBudget()) return best;
      const input = { seat: ctx.player, seats, aim: t.aim.aim, power: Math.min(1, t.aim.power * step) };
      const v = value(input);
      if (v > best.value) best = { aim: input.aim, power: input.power, value: v, target: t.id };
    }
  }
  return best;
}

/** The shot a bot takes: its plan, its hand's error, then the one real simulation with the shot's seed. */
function decideShot(game: Game, ctx: SpecialistContext): Decision {
  const plan = planShot(game, ctx, ctx.skill >= 1 ? 2 : 1);
  const miss = 1 - ctx.skill;
  const aim = Math.max(-MAX_AIM, Math.min(MAX_AIM, plan.aim + gauss(ctx.rng) * 0.12 * miss));
  const power = Math.max(0, Math.min(1, plan.power * (1 + gauss(ctx.rng) * 0.12 * miss)));
  const seed = shotSeed(game.state.setup.seed, game.state.actionCount);
  const input: ShotInput = { seat: ctx.player, seats: game.playerCount(), aim, power };
  const outcome = simulateShot(physicsInput(game), input, seed);
  const action = shotAction(outcome, { input: { ...input, seed } });
  return { action, value: plan.value, reason: { key: 'ai.reason.shot', params: { hits: outcome.hits.length } } };
}

export const catapultSpecialist: Specialist = {
  actionTypes: ['catapult/shot', 'catapult/catch'],
  prepare: () => initPhysics(),
  decide(game: Game, ctx: SpecialistContext): Decision | null {
    const choices: Action[] = game.choices();
    if (choices.some((c) => c.type === 'catapult/shot')) return decideShot(game, ctx);
    if (choices.some((c) => c.type === 'catapult/catch')) return throwCatch(game, ctx);
    return null;
  },
};
