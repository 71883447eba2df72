// Runs simulateShot in a Web Worker (an instance of the app's one worker file, which runs this
// module's jobs.ts), so the page never stalls; if workers fail (none, a blocked script, a crash,
// no answer), it runs the very same job in the page from the same file. Same file, same Rapier
// build, same outcome — and only one copy of Rapier in the app to download and precache.
import type { WorkerReply, WorkerRequest } from '../../../ui/expansion-api.js';
import type { PhysicsBoard, ShotInput, ShotOutcome } from '../physics/index.js';
import { shell } from './shell.js';
import { SHOT_JOB, type ShotJob } from './shot-protocol.js';

export interface ShotRequest { board: PhysicsBoard; shot: ShotInput; seed: number }
export interface ShotRun { outcome: ShotOutcome; where: 'worker' | 'page' }

interface Waiting { resolve: (o: ShotOutcome | null) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }

/** Loading Rapier in a worker takes well under a second; this long means it is not coming. */
const WORKER_TIMEOUT_MS = 20_000;

let worker: Worker | null | undefined; // undefined: not tried yet; null: failed, use the page
const waiting = new Map<number, Waiting>();
let nextId = 1;

function giveUp(reason: string): void {
  worker?.terminate();
  worker = null;
  for (const [id, w] of waiting) {
    clearTimeout(w.timer);
    w.reject(new Error(reason));
    waiting.delete(id);
  }
}

function start(): Worker | null {
  try {
    const w = shell.startWorker();
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      const r = e.data, job = waiting.get(r.id);
      if (!job) return;
      waiting.delete(r.id);
      clearTimeout(job.timer);
      if (r.ok) job.resolve(r.result as ShotOutcome | null); else job.reject(new Error(r.error));
    };
    w.onerror = (e) => { e.preventDefault(); giveUp(`shot worker failed: ${e.message || 'error'}`); };
    return w;
  } catch {
    return null;
  }
}

function ask(w: Worker, req: Partial<ShotRequest>): Promise<ShotOutcome | null> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => giveUp('shot worker did not answer'), WORKER_TIMEOUT_MS);
    waiting.set(id, { resolve, reject, timer });
    w.postMessage({ id, job: SHOT_JOB, payload: req satisfies ShotJob } satisfies WorkerRequest);
  });
}

/** Runs the job in the page (tests in node, without the shell's worker file, pass their own). */
let runInPage: (job: ShotJob) => Promise<unknown> = (job) => shell.runInPage(SHOT_JOB, job);

async function inPage(req: ShotRequest): Promise<ShotOutcome> {
  const outcome = await runInPage(req) as ShotOutcome | null;
  if (!outcome) throw new Error('catapult physics returned no outcome');
  return outcome;
}

/** Starts loading the engine (in the worker) while the players are still choosing and aiming. */
export function warmUp(): void {
  if (worker === undefined) worker = start();
  if (worker) ask(worker, {}).catch(() => undefined);
}

/** One shot, in the worker if possible, else in the page. */
export async function runShot(req: ShotRequest): Promise<ShotRun> {
  if (worker === undefined) worker = start();
  if (worker) {
    try {
      const outcome = await ask(worker, req);
      if (outcome) return { outcome, where: 'worker' };
    } catch {
      giveUp('shot worker failed');
    }
  }
  return { outcome: await inPage(req), where: 'page' };
}

/** For tests: forget the worker (e.g. to exercise the page fallback), optionally with another way to run in the page. */
export function resetRunner(useWorker = true, pageRunner?: (job: ShotJob) => Promise<unknown>): void {
  giveUp('reset');
  worker = useWorker ? undefined : null;
  if (pageRunner) runInPage = pageRunner;
}
