// The catapult's job in the app worker (jobs.ts), as the page and the worker both speak it: in a
// file of its own so the page can ask without importing the job — and with it Rapier — into its bundle.
import type { PhysicsBoard, ShotInput } from '../physics/index.js';

/** The job's name in the app worker. */
export const SHOT_JOB = 'catapult/shot';

/** A shot to simulate; without a board, only a warm-up of the engine (the result is null). */
export interface ShotJob { board?: PhysicsBoard; shot?: ShotInput; seed?: number }
