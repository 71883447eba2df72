// The turn skeleton every game shares (digest §1.2): draw → place → deploy → score → turn end →
// next player. Modules slot their own phases in between (docs/architecture.md) and bring the content:
// tiles, feature kinds, follower types and their scoring. The phases themselves live in
// core/phases/ and reach the engine only through GameApi, as any module's phase does.
import type { PhaseDef } from './contract.js';
import { deploy } from './phases/deploy.js';
import { draw, place } from './phases/draw-place.js';
import { next, score, turnEnd } from './phases/score.js';

export { deployProblem, deploySpots, followerSpots, type FollowerSpot } from './phases/deploy.js';
export { completedBy, endGame, scoreFeature } from './phases/score.js';

export const CORE_PHASES: readonly PhaseDef[] = [draw, place, deploy, score, turnEnd, next];
