// npm run bench:engine: the engine figures alone (bundled like the full bench), for quick
// before/after comparisons and profiling (node --cpu-prof bench/dist/engine.js).
import { runEngineBench } from './engine-bench.js';

await runEngineBench((line) => console.log(line));
