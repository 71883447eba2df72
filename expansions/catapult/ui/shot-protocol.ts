// The messages between the page and the shot worker (shot-worker.ts), in a file of their own so the
// page can speak them without importing the worker — and with it Rapier — into its own bundle.
import type { PhysicsBoard, ShotInput, ShotOutcome } from '../physics/index.js';

export interface ShotJob { id: number; board?: PhysicsBoard; shot?: ShotInput; seed?: number }
export type ShotReply = { id: number; ok: true; outcome: ShotOutcome | null } | { id: number; ok: false; error: string };

/** Where the page finds the handler when the worker file was imported rather than started as a worker. */
export const PAGE_SHOT_HANDLER = '__carcassonneShot';
