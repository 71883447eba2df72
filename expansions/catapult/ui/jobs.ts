// The catapult's job in the app worker (docs/architecture.md: the UI never stalls while Rapier
// loads its WASM and steps the world): {board, shot, seed} → the outcome; a request without a
// board only warms the engine up. The shell bundles this file into its one worker file (with the
// computer players, who simulate shots too), so a first visit downloads Rapier once and the
// precache holds it once; when workers fail, the same file runs the job in the page.
import type { WorkerJobs } from '../../../ui/expansion-api.js';
import { initPhysics, simulateShot, type ShotOutcome } from '../physics/index.js';
import { SHOT_JOB, type ShotJob } from './shot-protocol.js';

export async function shotJob(payload: unknown): Promise<ShotOutcome | null> {
  const { board, shot, seed } = payload as ShotJob;
  await initPhysics();
  return board && shot ? simulateShot(board, shot, seed ?? 0) : null;
}

export const jobs: WorkerJobs = { [SHOT_JOB]: shotJob };
