// Simulates catapult shots off the main thread (docs/architecture.md: the UI never stalls while Rapier loads
// its WASM and steps the world). One request at a time: {id, board, shot, seed} → {id, outcome};
// a request without a board only warms the engine up.
import { initPhysics, simulateShot, type PhysicsBoard, type ShotInput } from '../physics/index.js';

interface Request { id: number; board?: PhysicsBoard; shot?: ShotInput; seed?: number }

// Typed by hand: the app's tsconfig has the DOM library, not the WebWorker one.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Request>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (e) => {
  const { id, board, shot, seed } = e.data;
  try {
    await initPhysics();
    const outcome = board && shot ? simulateShot(board, shot, seed ?? 0) : null;
    scope.postMessage({ id, ok: true, outcome });
  } catch (err) {
    scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
