// Public surface of the catapult physics (docs/architecture.md). Load it lazily with import(): it pulls in Rapier's WASM.
// Layer rule: only @dimforge/rapier2d-compat and these files; no DOM, no Math.random, no Date.
export type {
  CatchResult, CatchTap, CatchThrow, PhysicsBoard, ShotInput, ShotOutcome, ThrowPath, TrajectorySample,
} from './types.js';
export { initPhysics } from './rapier-runtime.js';
export { launchPoint } from './board-geometry.js';
export { simulateShot } from './simulate-shot.js';
export { judgeCatch, throwPath } from './catch-game.js';
