// Saves in Chromium, on the production build (app-bench.ts serves it): a 2-player game with every module,
// played to its 98th turn through the app's own Session (each action picked from the engine's move
// list, the board rendering as it goes), each action's autosave awaited as a player's pause would.
// - storage.autosave_ms.p50 / .p95: from the change to the commit of its IndexedDB transaction
//   (the autosave queue's own clock), over every action of the game — this includes whatever the
//   page's main thread does meanwhile (the board and panels re-rendering the action), since the
//   commit is only seen when the main thread is free; .p95_first_40 / .p95_last_40 show whether it
//   stays flat as the game grows. storage.autosave_transaction_ms: the transaction alone.
//   (Reduced motion: no score animations competing for the main thread.) The screen shows an action
//   only once it is saved (write-ahead), so its render no longer sits between change and commit.
// - storage.idb_bare_commit_ms.<durability>: the browser's floor — a bare transaction like the
//   append (three stores, three small puts) in the idle page, for each IndexedDB durability hint.
//   The app leaves the hint at the default, which in this Chromium costs about what 'relaxed' does.
// - storage.cold_resume_ms: a reload of the page, from reading the game out of IndexedDB to a
//   playable session (snapshot + the actions after it), median of several reloads.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { line, quantile, spread } from './stats.js';

const TURNS = 98;
const RELOADS = 7;

export async function runStorageBench(url: string, print: (line: string) => void): Promise<void> {
  const profile = await mkdtemp(join(tmpdir(), 'carcassonne-bench-profile-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce',
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await page.goto(url);
    await bareCommits(page, print);
    const file = join(profile, 'record.json');
    await writeFile(file, JSON.stringify({
      format: 'carcassonne-record', version: 1, players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
      expansions: ['base', 'siege', 'catapult'], options: {}, seed: 98, actions: [],
    }));
    await page.locator('[data-test=import]').setInputFiles(file);
    await page.locator('[data-test=continue]').click();
    await page.waitForFunction(() => window.__carcassonne?.session !== null);
    const played = await page.evaluate(async (turns) => {
      const hook = window.__carcassonne;
      // No helper functions in here: the bench runs through tsx, whose name helpers do not exist in the page.
      let seed = 12345;
      while (!hook.session!.finished && hook.session!.game.state.turn.number < turns) {
        const s = hook.session!;
        const choices = s.game.choices();
        seed = (seed * 1103515245 + 12345) >>> 0;
        s.apply(choices[seed % choices.length]);
        await hook.saved();
        // A player's pause: the screen shows the action (rendered once it was saved), a frame is
        // drawn and the page falls idle before the next tap; acting sooner would time the next
        // write behind this render.
        await new Promise((ok) => requestAnimationFrame(() => requestIdleCallback(ok, { timeout: 2000 })));
      }
      return { times: [...hook.autosave!.commitTimes], writes: [...hook.autosave!.writeTimes], turn: hook.session!.game.state.turn.number, actions: hook.session!.game.actions.length, status: hook.autosave!.status.state };
    }, TURNS);
    if (played.status !== 'saved') throw new Error(`autosave ended ${played.status}`);
    const t = played.times;
    print(`storage.game ${played.turn} turns, ${played.actions} actions, base+siege+catapult, 2 players`);
    print(`storage.autosave_ms.p50 ${quantile(t, 0.5).toFixed(2)} (${t.length} autosaves, change to commit)`);
    print(`storage.autosave_ms.p95 ${quantile(t, 0.95).toFixed(2)}`);
    print(`storage.autosave_ms.max ${Math.max(...t).toFixed(2)}`);
    print(`storage.autosave_ms.p95_first_40 ${quantile(t.slice(0, 40), 0.95).toFixed(2)}`);
    print(`storage.autosave_ms.p95_last_40 ${quantile(t.slice(-40), 0.95).toFixed(2)}`);
    const w = played.writes;
    print(`storage.autosave_transaction_ms.p50 ${quantile(w, 0.5).toFixed(2)} (the append transaction alone, start to commit)`);
    print(`storage.autosave_transaction_ms.p95 ${quantile(w, 0.95).toFixed(2)}`);
    const resumes: number[] = [];
    let from: number | null = null;
    for (let i = 0; i < RELOADS; i++) {
      await page.reload();
      await page.waitForFunction(() => window.__carcassonne?.resumed !== null && window.__carcassonne?.resumed !== undefined);
      const r = await page.evaluate(() => window.__carcassonne.resumed!);
      resumes.push(r.ms);
      from = r.fromSnapshot;
    }
    print(line('storage.cold_resume_ms', spread(resumes), 2, `(IndexedDB read to playable session; snapshot after action ${from} of ${played.actions})`));
  } finally {
    await ctx.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Bare transactions in the idle page: what IndexedDB itself costs here, per durability hint. */
async function bareCommits(page: Page, print: (line: string) => void): Promise<void> {
  const times = await page.evaluate(async () => {
    const db: IDBDatabase = await new Promise((ok, no) => {
      const req = indexedDB.open('bench-bare', 1);
      req.onupgradeneeded = () => { for (const s of ['actions', 'summaries', 'meta']) req.result.createObjectStore(s); };
      req.onsuccess = () => ok(req.result);
      req.onerror = () => no(req.error);
    });
    const out: Record<string, number[]> = { default: [], relaxed: [], strict: [] };
    for (let i = 0; i < 60; i++) {
      for (const hint of Object.keys(out)) {
        const started = performance.now();
        const tx = hint === 'default' ? db.transaction(['actions', 'summaries', 'meta'], 'readwrite')
          : db.transaction(['actions', 'summaries', 'meta'], 'readwrite', { durability: hint as IDBTransactionDurability });
        tx.objectStore('actions').put({ game: 'g', index: i, action: { type: 'place', x: i, y: 0, rotation: 0 } }, `${hint}-${i}`);
        tx.objectStore('summaries').put({ id: 'g', turn: i, scores: [i, i] }, 'g');
        tx.objectStore('meta').put({ key: 'last', value: 'g' }, 'last');
        await new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
        out[hint].push(performance.now() - started);
      }
    }
    db.close();
    indexedDB.deleteDatabase('bench-bare');
    return out;
  });
  for (const [hint, t] of Object.entries(times)) {
    print(`storage.idb_bare_commit_ms.${hint} p50 ${quantile(t, 0.5).toFixed(2)} p95 ${quantile(t, 0.95).toFixed(2)} (${t.length} transactions)`);
  }
}
