// Whether this page's lazy files (the board, panels, sounds, workers, WebAssembly) can be fetched
// safely. A page a service worker controls gets them from that worker, which keeps the running
// version's files: safe at once. On a first visit they would come from the server until the
// worker takes over, and a deployment landing in those seconds leaves this version's chunks
// missing there. So ui/pwa.ts holds them until the worker controls the page (or waiting cannot
// help), and whatever loads a lazy file first awaits runningVersionSafe().
let safe: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;

export function runningVersionSafe(): Promise<void> {
  return safe;
}

/** Holds lazy files until the returned function is called, or `maxMs` passed at most. */
export function holdLazyFiles(maxMs: number): () => void {
  safe = new Promise<void>((ok) => {
    release = ok;
    setTimeout(ok, maxMs);
  });
  return () => release();
}
