// Worker thread of the AI tournament: plays the games it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { playGame, prepareBots, type GameJob } from './play.js';

parentPort!.on('message', async (msg: { id: number; job: GameJob }) => {
  await prepareBots();
  try {
    parentPort!.postMessage({ id: msg.id, ok: true, result: playGame(msg.job, () => performance.now()) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: e instanceof Error ? e.stack : String(e) });
  }
});
