// One Rapier instance per JS realm (page, worker or node). The compat build carries its WASM inline,
// so init needs no fetch and works the same in all three.
import RAPIER from '@dimforge/rapier2d-compat';

let ready: Promise<void> | null = null;
let loaded = false;

/** Loads the engine once; later calls share the first promise. */
export function initPhysics(): Promise<void> {
  // A failed load (e.g. out of memory) may be retried: forget the rejected promise.
  ready ??= RAPIER.init().then(
    () => { loaded = true; },
    (err: unknown) => { ready = null; throw err; },
  );
  return ready;
}

/** The engine, or a clear error when a caller forgot to await initPhysics(). */
export function rapier(): typeof RAPIER {
  if (!loaded) throw new Error('catapult physics: await initPhysics() before simulating');
  return RAPIER;
}
