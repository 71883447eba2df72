// Asks the computer players' worker for a move. One worker for the page, one request at a time;
// a newer request makes the older one's answer obsolete (the caller checks the game moved on).
import type { Action, GameSetup } from '../../core/index.js';
import type { Decision, Strength } from '../../ai/types.js';
import type { BotReply, BotRequest } from './bot-worker.js';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (d: Decision & { ms: number }) => void; reject: (e: Error) => void }>();

function start(): Worker {
  const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<BotReply>) => {
    const r = e.data, job = waiting.get(r.id);
    if (!job) return;
    waiting.delete(r.id);
    if (r.ok) job.resolve({ ...r.decision, ms: r.ms }); else job.reject(new Error(r.error));
  };
  w.onerror = (e) => {
    e.preventDefault();
    for (const [, job] of waiting) job.reject(new Error(`computer player worker failed: ${e.message || 'error'}`));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return w;
}

export function askBot(setup: GameSetup, actions: readonly Action[], strength: Strength): Promise<Decision & { ms: number }> {
  worker ??= start();
  const id = nextId++;
  const req: BotRequest = { id, setup, actions: [...actions], strength };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage(req);
  });
}
