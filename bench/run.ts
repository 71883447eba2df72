// npm run bench: the engine and physics benchmarks (bundled, so they measure shipped code); the
// browser benchmarks run after it through tsx (their timing happens in Chromium). One figure per
// line ("name value"). Not a test: targets are
// read by people (and closing notes), never asserted against wall-clock time.
import { runEngineBench } from './engine-bench.js';
import { runPhysicsBench } from './physics-bench.js';
import { runCatapultFeelBench } from './catapult-feel-bench.js';

const print = (line: string) => console.log(line);

await runEngineBench(print);
await runPhysicsBench(print);
await runCatapultFeelBench(print);
