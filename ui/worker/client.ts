// The page's side of the app worker (app-worker.ts): start an instance of it, or run one of its
// jobs in the page from the very same file when workers fail — same code, same Rapier build, same
// outcome, and one copy of it all in the app to download and precache.
import type { WorkerReply, WorkerRequest } from '../expansion-api.js';
import APP_WORKER_URL from './app-worker.ts?worker&url';
import { PAGE_JOBS } from './protocol.js';
import { noteViolation, violationIn } from '../csp-violations.js';

/**
 * A new instance of the app worker (throws where the browser has no module workers). The worker's
 * reports of Content-Security-Policy violations inside it (csp-forward.ts) are noted and logged
 * here (ui/csp-violations.ts) and never reach the caller's `onmessage`: this listener is added
 * before the caller's, and stops the event.
 */
export function startWorker(): Worker {
  const worker = new Worker(APP_WORKER_URL, { type: 'module' });
  worker.addEventListener('message', (e) => {
    const summary = violationIn(e.data);
    if (summary === null) return;
    e.stopImmediatePropagation();
    noteViolation('app worker', summary, true);
  });
  return worker;
}

/** Loads the worker file into the page (tests in node, without a bundler's URL, pass their own loader). */
let loadInPage: () => Promise<unknown> = () => import(/* @vite-ignore */ APP_WORKER_URL);

/** One job in the page, from the worker file imported as a module; resolves with the job's result. */
export async function runInPage(job: string, payload: unknown): Promise<unknown> {
  await loadInPage();
  const run = (globalThis as { [PAGE_JOBS]?: (req: WorkerRequest) => Promise<WorkerReply> })[PAGE_JOBS];
  if (!run) throw new Error('the app worker did not load in the page');
  const reply = await run({ id: 0, job, payload });
  if (!reply.ok) throw new Error(reply.error);
  return reply.result;
}

/** For tests: another way to load the worker file into the page. */
export function setPageLoader(loader: () => Promise<unknown>): void {
  loadInPage = loader;
}
