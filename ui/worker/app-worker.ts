// The app's one Web Worker file: the computer players' search (ui/ai/bot-job.ts) and every module's
// jobs (`expansions/<id>/ui/jobs.ts`, found by path like the texts: the catapult's shots). One file,
// so the engine, the physics and Rapier's glue ship and are precached once; each caller starts its
// own instance of it (a shot never waits for a computer's thinking). A request is
// `{ id, job, payload }`, the reply `{ id, ok, result }` or `{ id, ok: false, error }`.
//
// The same file is the page's fallback when workers fail (ui/worker/client.ts imports it by URL):
// then it registers its runner on the page instead of listening for messages.
//
// Besides replies, the worker posts `{ [CSP_VIOLATION]: summary }` for each Content-Security-Policy
// violation inside it (csp-forward.ts, imported first so it listens before the rest runs).
import './csp-forward.js';
import type { WorkerJobs, WorkerReply, WorkerRequest } from '../expansion-api.js';
import { botJobs } from '../ai/bot-job.js';
import { PAGE_JOBS } from './protocol.js';
import { jobTable } from './job-table.js';

const found = import.meta.glob<{ jobs?: WorkerJobs }>('../../expansions/*/ui/jobs.ts', { eager: true });
const JOBS: WorkerJobs = jobTable(botJobs, found, (msg) => console.warn(msg));

async function run(req: WorkerRequest): Promise<WorkerReply> {
  const { id, job, payload } = req;
  try {
    const handler = JOBS[job];
    if (!handler) throw new Error(`no worker job '${job}'`);
    return { id, ok: true, result: await handler(payload) };
  } catch (err) {
    return { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

// Typed by hand: the app's tsconfig has the DOM library, not the WebWorker one.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: new () => unknown;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
  [PAGE_JOBS]?: typeof run;
};

if (scope.WorkerGlobalScope && scope instanceof scope.WorkerGlobalScope) {
  scope.onmessage = async (e) => { scope.postMessage(await run(e.data)); };
} else {
  scope[PAGE_JOBS] = run;
}
