// The browser benchmarks of the production build, built once (built-app.ts): the precache
// (precache-bench.ts), saves in Chromium (storage-bench.ts) and the board's frames during play in
// the app (app-frames-bench.ts).
import { pathToFileURL } from 'node:url';
import { runAppFramesBench } from './app-frames-bench.js';
import { buildApp } from './built-app.js';
import { runPrecacheBench } from './precache-bench.js';
import { runStorageBench } from './storage-bench.js';

export async function runAppBench(print: (line: string) => void): Promise<void> {
  const app = await buildApp(true);
  try {
    await runPrecacheBench(app.dir, print);
    await runStorageBench(app.url, print);
    await runAppFramesBench(app.url, print);
  } finally {
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAppBench((l) => console.log(l));
}
