// Move time of the computer players in headless Chromium: the built app's own Web Worker thinks
// (the time is measured inside the worker, per decision), for a 5-player game with both
// expansions, every seat strong. Node keeps the game: it applies each decision and asks for the
// next, so what is timed is exactly the app's worker deciding one move.
// Options: --decisions N (default 60), --players N (default 5), --strength S (default strong).
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { Game } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { serve } from '../test/e2e/static-server.js';
import { ARGS } from '../test/e2e/browser.js';
import type { Strength } from '../ai/types.js';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const DECISIONS = Number(arg('decisions', '60'));
const PLAYERS = Number(arg('players', '5'));
const STRENGTH = arg('strength', 'strong') as Strength;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = fileURLToPath(new URL('./dist-app', import.meta.url));

process.env.NODE_ENV = 'production';
await build({ root: ROOT, logLevel: 'warn', configFile: `${ROOT}/vite.config.ts`, build: { outDir: OUT, emptyOutDir: true } });
const server = await serve(OUT);
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof window.__carcassonne?.askBot === 'function');
  const colours = ['red', 'blue', 'green', 'yellow', 'black', 'grey'];
  const setup = {
    players: Array.from({ length: PLAYERS }, (_, i) => ({ name: `P${i + 1}`, color: colours[i], computer: STRENGTH })),
    expansions: ['base', 'catapult', 'siege'], options: {}, seed: 2026,
  };
  const game = Game.create(BUILT_IN_MODULES, setup);
  const times: number[] = [];
  const byPhase = new Map<string, number[]>();
  while (!game.state.finished && times.length < DECISIONS) {
    const phase = game.state.turn.phase;
    const d = await page.evaluate(([s, a, st]) => window.__carcassonne.askBot(s, a, st), [setup, game.actions, STRENGTH] as const);
    times.push(d.ms);
    (byPhase.get(phase) ?? byPhase.set(phase, []).get(phase)!).push(d.ms);
    const r = game.apply(d.action);
    if (!r.ok) throw new Error(`illegal move from the worker: ${JSON.stringify(d.action)}: ${r.error.message}`);
  }
  const q = (list: number[], f: number) => {
    const s = [...list].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(f * s.length))].toFixed(0);
  };
  console.log(`ai.browser_move_ms ${STRENGTH}, ${PLAYERS} players, base+catapult+siege, headless Chromium worker: n ${times.length}, p50 ${q(times, 0.5)} ms, p95 ${q(times, 0.95)} ms, max ${q(times, 1)} ms`);
  for (const [phase, list] of byPhase) console.log(`ai.browser_move_ms phase ${phase}: n ${list.length}, p50 ${q(list, 0.5)} ms, p95 ${q(list, 0.95)} ms`);
} finally {
  await browser.close();
  server.close();
}
