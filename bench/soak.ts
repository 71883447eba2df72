// The long-session soak: whole games back to back in ONE page of the production build, every seat a
// computer, started through the UI as a player starts them (New game on the end screen). After each
// game it forces garbage collection in the page and in every app worker (over CDP) and prints what
// is alive: the page's heap, DOM nodes, listeners, live Pixi objects and WebGL contexts, running
// timers and animation frames, each worker's heap and WebAssembly memory (Rapier's), and what
// IndexedDB holds. Something that grows game after game (past the first game's warm-up) leaks.
//
//   npx tsx bench/soak.ts [--games N] [--players N] [--kinds easy,normal,…] [--modules siege,catapult] [--seed first game's seed]
import type { CDPSession, Page } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { openTablet, type Tablet } from '../test/e2e/browser.js';
import { newGameViaSetup, untilEndScreen } from '../test/e2e/play-helpers.js';
import type { SeatKind } from '../ui/game/seats.js';
import { collectGarbage, keepPrototype, liveCount, pageSend, PageWorkers, wasmBytes, type Send } from '../test/e2e/live-objects.js';
import { buildApp } from './built-app.js';

/**
 * Runs in the page before the app: counts the timers pending, the intervals running and the
 * animation frames asked for, so a ticker or interval left behind by a torn-down board shows.
 */
export function countTimers(): void {
  const w = window as unknown as { __soak: { timeouts: Set<number>; intervals: Set<number>; frames: number } };
  const soak = w.__soak = { timeouts: new Set<number>(), intervals: new Set<number>(), frames: 0 };
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci, requestAnimationFrame: raf } = window;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = st(() => { soak.timeouts.delete(id); if (typeof fn === 'function') (fn as (...a: unknown[]) => void)(...args); }, ms);
    soak.timeouts.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => { if (id !== undefined) soak.timeouts.delete(id); ct(id); }) as typeof window.clearTimeout;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = si(fn, ms, ...args);
    soak.intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => { if (id !== undefined) soak.intervals.delete(id); ci(id); }) as typeof window.clearInterval;
  window.requestAnimationFrame = (cb) => { soak.frames++; return raf(cb); };
}

/** Prototypes of the classes counted in the page, kept while a board exists (the end screen has none). */
const PAGE_PROTOS: Record<string, string> = {
  session: 'Object.getPrototypeOf(window.__carcassonne.session)',
  pixiApp: 'Object.getPrototypeOf(window.__carcassonne.board.pixi.app)',
  renderer: 'Object.getPrototypeOf(window.__carcassonne.board.pixi.app.renderer)',
  container: 'Object.getPrototypeOf(window.__carcassonne.board.pixi.app.stage)',
  texture: `(() => { const find = (c) => c.texture ?? c.children?.map(find).find(Boolean); return Object.getPrototypeOf(find(window.__carcassonne.board.pixi.app.stage)); })()`,
};

export interface Sample {
  label: string; seconds: number; actions: number; shots: number;
  heapMB: number; nodes: number; listeners: number; documents: number;
  sessions: number | null; pixiApps: number | null; renderers: number | null; containers: number | null; textures: number | null;
  webgl: number | null; canvases: number | null;
  timeouts: number; intervals: number; framesPerSec: number;
  workers: { heapMB: number; wasmMB: number }[];
  idbMB: number; idbRows: Record<string, number>;
}

export class Soak {
  private readonly kept = new Set<string>();
  private readonly send: Send;

  private constructor(readonly tablet: Tablet, private readonly cdp: CDPSession, private readonly workers: PageWorkers) {
    this.send = pageSend(cdp);
  }

  static async open(url: string): Promise<Soak> {
    const tablet = await openTablet({ url, beforeLoad: async (ctx) => { await ctx.addInitScript(countTimers); } });
    const cdp = await tablet.ctx.newCDPSession(tablet.page);
    await cdp.send('Performance.enable');
    return new Soak(tablet, cdp, await PageWorkers.watch(cdp));
  }

  get page(): Page {
    return this.tablet.page;
  }

  /** While a board is shown: keeps the prototypes of the counted classes (a page global holds each, nothing else). */
  async rememberPrototypes(): Promise<void> {
    for (const [name, expr] of Object.entries(PAGE_PROTOS)) {
      if (!this.kept.has(name) && await keepPrototype(this.send, name, expr)) this.kept.add(name);
    }
  }

  async sample(label: string, seconds: number, actions: number, shots: number): Promise<Sample> {
    const send = this.send;
    await collectGarbage(send);
    const workers: Sample['workers'] = [];
    for (const wsend of this.workers.all) {
      try {
        await collectGarbage(wsend);
        const heap = await wsend<{ usedSize: number }>('Runtime.getHeapUsage');
        workers.push({ heapMB: heap.usedSize / 2 ** 20, wasmMB: (await wasmBytes(wsend)) / 2 ** 20 });
      } catch { /* a worker gone meanwhile */ }
    }
    const { metrics } = await this.cdp.send('Performance.getMetrics');
    const m = (name: string) => metrics.find((x) => x.name === name)?.value ?? NaN;
    const count = async (name: string) => (this.kept.has(name) ? liveCount(send, `window.__live_${name}`) : null);
    const before = await this.page.evaluate(() => (window as unknown as { __soak: { frames: number } }).__soak.frames);
    await this.page.waitForTimeout(1000);
    const page = await this.page.evaluate(async () => {
      const soak = (window as unknown as { __soak: { timeouts: Set<number>; intervals: Set<number>; frames: number } }).__soak;
      const est = await navigator.storage.estimate();
      const rows: Record<string, number> = {};
      const db = await new Promise<IDBDatabase>((ok, fail) => { const r = indexedDB.open('carcassonne'); r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error); });
      for (const name of db.objectStoreNames) {
        rows[name] = await new Promise<number>((ok) => { const r = db.transaction(name).objectStore(name).count(); r.onsuccess = () => ok(r.result); });
      }
      db.close();
      return { frames: soak.frames, timeouts: soak.timeouts.size, intervals: soak.intervals.size, usage: est.usage ?? 0, rows };
    });
    return {
      label, seconds, actions, shots,
      heapMB: m('JSHeapUsedSize') / 2 ** 20, nodes: m('Nodes'), listeners: m('JSEventListeners'), documents: m('Documents'),
      sessions: await count('session'), pixiApps: await count('pixiApp'), renderers: await count('renderer'),
      containers: await count('container'), textures: await count('texture'),
      webgl: await liveCount(send, 'WebGL2RenderingContext.prototype'), canvases: await liveCount(send, 'HTMLCanvasElement.prototype'),
      timeouts: page.timeouts, intervals: page.intervals, framesPerSec: page.frames - before,
      workers, idbMB: page.usage / 2 ** 20, idbRows: page.rows,
    };
  }

  /** One whole game: New game (start or end screen), every seat a computer, sped up, to the end screen. */
  async playGame(seed: number, players: number, kinds: SeatKind[], modules: string[], timeoutMs = 300_000): Promise<{ seconds: number; actions: number; shots: number }> {
    const page = this.page;
    const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
    const t0 = Date.now();
    await newGameViaSetup(page, names, seed, modules, Array.from({ length: players }, (_, i) => kinds[i % kinds.length]));
    await this.rememberPrototypes();
    await page.locator('[data-test=bot-speed]').tap();
    if (!(await untilEndScreen(page, timeoutMs - (Date.now() - t0)))) {
      // Stuck: say where, leave it for the start screen (the next game starts there).
      const state = await page.evaluate(() => {
        const s = window.__carcassonne.session!;
        return { phase: s.phase, actor: s.actor, acting: s.acting, handoff: s.handoff, handedTo: s.handedTo, presenting: !!s.presenting, actions: s.game.actions.length, last: s.game.actions.at(-1) };
      });
      console.log(`game ${seed} not over in ${timeoutMs / 1000} s: ${JSON.stringify(state)}\npage errors: ${this.tablet.errors.join(' | ')}`);
      await page.screenshot({ path: `soak-stuck-${seed}.png` });
      await page.locator('[data-test=leave]').tap();
      return { seconds: (Date.now() - t0) / 1000, actions: state.actions, shots: -1 };
    }
    const actions = await page.evaluate(() => window.__carcassonne.session!.game.actions);
    await page.evaluate(() => window.__carcassonne.saved());
    return {
      seconds: (Date.now() - t0) / 1000, actions: actions.length,
      shots: actions.filter((a) => a.type === 'catapult/shot' || a.type === 'catapult/throw').length,
    };
  }

  close(): Promise<void> {
    return this.tablet.close();
  }
}

const f1 = (x: number) => x.toFixed(1);
export function table(samples: Sample[]): string {
  const head = ['after', 's', 'acts', 'shots', 'heapMB', 'nodes', 'listen', 'docs', 'sessions', 'pixiApp', 'renderer', 'contain', 'texture',
    'webgl', 'canvas', 'timeouts', 'intervals', 'rAF/s', 'workers heapMB/wasmMB', 'idbMB', 'idb rows'];
  const rows = samples.map((s) => [s.label, f1(s.seconds), s.actions, s.shots, f1(s.heapMB), s.nodes, s.listeners, s.documents,
    s.sessions ?? '-', s.pixiApps ?? '-', s.renderers ?? '-', s.containers ?? '-', s.textures ?? '-', s.webgl ?? '-', s.canvases ?? '-',
    s.timeouts, s.intervals, s.framesPerSec, s.workers.map((w) => `${f1(w.heapMB)}/${f1(w.wasmMB)}`).join(' '), f1(s.idbMB),
    Object.entries(s.idbRows).map(([k, v]) => `${k}:${v}`).join(' ')].map(String));
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => r.map((c, i) => c.padStart(width[i])).join(' ')).join('\n');
}

async function main(): Promise<void> {
  const arg = (name: string, dflt: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : dflt; };
  const games = Number(arg('games', '5'));
  const players = Number(arg('players', '5'));
  const kinds = arg('kinds', 'easy,normal,strong').split(',') as SeatKind[];
  const modules = arg('modules', 'siege,catapult').split(',').filter(Boolean);
  const firstSeed = Number(arg('seed', '1001'));
  const app = await buildApp(true);
  const soak = await Soak.open(app.url);
  try {
    const samples = [await soak.sample('start', 0, 0, 0)];
    console.log(table(samples));
    for (let g = 1; g <= games; g++) {
      const r = await soak.playGame(firstSeed + g - 1, players, kinds, modules);
      samples.push(await soak.sample(`game ${g}`, r.seconds, r.actions, r.shots));
      console.log(`\n${table(samples)}`);
    }
    if (soak.tablet.errors.length) console.log(`\npage errors:\n${soak.tablet.errors.join('\n')}`);
  } finally {
    await soak.close();
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
