// Runs simulateShot in a module Web Worker, so the page never stalls; if workers fail (none, a
// blocked script, a crash, no answer), it imports the very same worker file into the page and runs
// it there (shot-worker.ts registers its handler then). Same file, same Rapier build, same outcome —
// and only one copy of Rapier in the app to download and precache.
import type { PhysicsBoard, ShotInput, ShotOutcome } from '../physics/index.js';
import SHOT_WORKER_URL from './shot-worker.ts?worker&url';
import { PAGE_SHOT_HANDLER, type ShotJob, type ShotReply } from './shot-protocol.js';

export interface ShotRequest { board: PhysicsBoard; shot: ShotInput; seed: number }
export interface ShotRun { outcome: ShotOutcome; where: 'worker' | 'page' }

type Reply = ShotReply;
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
    const w = new Worker(SHOT_WORKER_URL, { type: 'module' });
    w.onmessage = (e: MessageEvent<Reply>) => {
      const r = e.data, job = waiting.get(r.id);
      if (!job) return;
      waiting.delete(r.id);
      clearTimeout(job.timer);
      if (r.ok) job.resolve(r.outcome); else job.reject(new Error(r.error));
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
    w.postMessage({ id, ...req });
  });
}

/** Loads the worker file into the page (tests in node, without a bundler's URL, pass their own loader). */
let loadInPage: () => Promise<unknown> = () => import(/* @vite-ignore */ SHOT_WORKER_URL);

async function inPage(req: ShotRequest): Promise<ShotOutcome> {
  await loadInPage();
  const run = (globalThis as { [PAGE_SHOT_HANDLER]?: (job: ShotJob) => Promise<ShotReply> })[PAGE_SHOT_HANDLER];
  if (!run) throw new Error('catapult physics did not load in the page');
  const reply = await run({ id: 0, ...req });
  if (!reply.ok) throw new Error(reply.error);
  if (!reply.outcome) throw new Error('catapult physics returned no outcome');
  return reply.outcome;
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

/** For tests: forget the worker (e.g. to exercise the page fallback), optionally with another page loader. */
export function resetRunner(useWorker = true, pageLoader?: () => Promise<unknown>): void {
  giveUp('reset');
  worker = useWorker ? undefined : null;
  if (pageLoader) loadInPage = pageLoader;
}
