// Simulates catapult shots off the main thread (docs/architecture.md: the UI never stalls while
// Rapier loads its WASM and steps the world). One request at a time: {id, board, shot, seed} →
// {id, outcome}; a request without a board only warms the engine up.
//
// The same file is the page's fallback when workers fail (shot-runner.ts imports it by URL): then
// it registers its handler on the page instead of listening for messages. One file, one copy of
// Rapier in the app — a first visit downloads the engine once, and the precache holds it once.
import { initPhysics, simulateShot } from '../physics/index.js';
import { PAGE_SHOT_HANDLER, type ShotJob, type ShotReply } from './shot-protocol.js';

async function handle(job: ShotJob): Promise<ShotReply> {
  const { id, board, shot, seed } = job;
  try {
    await initPhysics();
    const outcome = board && shot ? simulateShot(board, shot, seed ?? 0) : null;
    return { id, ok: true, outcome };
  } catch (err) {
    return { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

// Typed by hand: the app's tsconfig has the DOM library, not the WebWorker one.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: new () => unknown;
  onmessage: ((e: MessageEvent<ShotJob>) => void) | null;
  postMessage(message: unknown): void;
  [PAGE_SHOT_HANDLER]?: typeof handle;
};

if (scope.WorkerGlobalScope && scope instanceof scope.WorkerGlobalScope) {
  scope.onmessage = async (e) => { scope.postMessage(await handle(e.data)); };
} else {
  scope[PAGE_SHOT_HANDLER] = handle;
}
