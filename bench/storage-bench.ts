// Saves in Chromium, on the production build (app-bench.ts serves it): a 2-player game with every module,
// played to its 98th turn through the app's own Session (each action picked from the engine's move
// list, the board rendering as it goes), each action's autosave awaited as a player's pause would.
// Each figure is the median over RUNS such games (each in a fresh browser profile), with its range.
// - storage.autosave_ms.p50 / .p95: from the change to the commit of its IndexedDB transaction
//   (the autosave queue's own clock), over every action of the game. The screen shows an action
//   only once it is saved (write-ahead), so its render is not between change and commit; the
//   commit is still only seen when the page's main thread is free. .p95_first_40 / .p95_last_40
//   show whether it stays flat as the game grows. storage.autosave_transaction_ms: the
//   transaction alone. (Reduced motion: no score animations competing for the main thread.)
// - storage.idb_bare_commit_ms.<durability>: the browser's floor — a bare transaction like the
//   append (one put on one store, committed at once) in the same page, back to back, for each
//   durability hint; .relaxed_paced: the same after the page fell idle each time and the same
//   pause as the game's moves (a woken process waits for the CPU). The app asks for 'relaxed' (game-store.ts says why).
// - storage.cold_resume_ms: a reload of the page, from reading the game out of IndexedDB to a
//   playable session (snapshot + the actions after it), median of several reloads.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { benchBrowser } from './built-app.js';
import { line, quantile, spread } from './stats.js';

const TURNS = 98;
const RELOADS = 7;
/** Whole games played, each in a fresh browser profile: every figure is the median over them. */
const RUNS = 3;
const HINTS = ['default', 'relaxed', 'strict'] as const;
/** After a move is shown and the page idle: time for the GPU process to draw its frame before the next tap. */
const PAUSE_MS = 30;

export async function runStorageBench(url: string, print: (line: string) => void): Promise<void> {
  const runs: Record<string, number>[] = [];
  let about = '';
  for (let i = 0; i < RUNS; i++) {
    const run = await oneGame(url);
    runs.push(run.figures);
    about = run.about;
  }
  print(`storage.game ${about}`);
  const note: Record<string, string> = {
    'storage.autosave_ms.p50': '(change to commit, over every action of a game)',
    'storage.autosave_transaction_ms.p50': '(the append transaction alone, start to commit)',
    'storage.idb_bare_commit_ms.default.p50': '(60 bare transactions per run)',
    'storage.cold_resume_ms': `(IndexedDB read to playable session, median of ${RELOADS} reloads per run)`,
  };
  for (const name of Object.keys(runs[0])) print(line(name, spread(runs.map((r) => r[name])), 2, note[name] ?? ''));
}

/** One game to its 98th turn in a fresh profile, then cold resumes: its figures by name. */
async function oneGame(url: string): Promise<{ figures: Record<string, number>; about: string }> {
  const profile = await mkdtemp(join(tmpdir(), 'carcassonne-bench-profile-'));
  const ctx = await benchBrowser(profile, { reducedMotion: 'reduce' });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await page.goto(url);
    const figures: Record<string, number> = {};
    const file = join(profile, 'record.json');
    await writeFile(file, JSON.stringify({
      format: 'carcassonne-record', version: 1, players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
      expansions: ['base', 'siege', 'catapult'], options: {}, seed: 98, actions: [],
    }));
    await page.locator('[data-test=import]').setInputFiles(file);
    await page.locator('[data-test=continue]').click();
    await page.waitForFunction(() => window.__carcassonne?.session !== null);
    // A player taps once the board is on screen: a first move made while the board still builds
    // (Pixi's start, the tile atlas) had its commit wait behind that work (40–60 ms, 3 of 3 games).
    await page.waitForFunction(() => window.__carcassonne?.board);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestIdleCallback(ok, { timeout: 2000 }))));
    const played = await page.evaluate(async ([turns, pause]) => {
      const hook = window.__carcassonne;
      // No helper functions in here: the bench runs through tsx, whose name helpers do not exist in the page.
      let seed = 12345;
      while (!hook.session!.finished && hook.session!.game.state.turn.number < turns) {
        const s = hook.session!;
        const choices = s.game.choices();
        seed = (seed * 1103515245 + 12345) >>> 0;
        s.apply(choices[seed % choices.length]);
        await hook.saved();
        // A player's pause: the screen shows the action (rendered once it was saved), the frame is
        // drawn and the page falls idle before the next tap; acting sooner would time the next
        // write behind this render. The page is idle as soon as its main thread has made the
        // frame, but the GPU process draws it a few milliseconds later (here headless Chromium's
        // software GL, on the same cores): a move written in the first idle moment (rAF + idle
        // alone) ran its commit beside that draw in about 3 moves of 10, which was the p95
        // (traced: those commits p50 4.0 ms, the others 1.4). PAUSE_MS lets the draw finish,
        // still far shorter than any player's look at the board.
        await new Promise((ok) => requestAnimationFrame(() => requestIdleCallback(ok, { timeout: 2000 })));
        await new Promise((ok) => setTimeout(ok, pause));
      }
      return { times: [...hook.autosave!.commitTimes], writes: [...hook.autosave!.writeTimes], turn: hook.session!.game.state.turn.number, actions: hook.session!.game.actions.length, status: hook.autosave!.status.state };
    }, [TURNS, PAUSE_MS] as const);
    if (played.status !== 'saved') throw new Error(`autosave ended ${played.status}`);
    const t = played.times, w = played.writes;
    figures['storage.autosave_ms.p50'] = quantile(t, 0.5);
    figures['storage.autosave_ms.p95'] = quantile(t, 0.95);
    figures['storage.autosave_ms.max'] = Math.max(...t);
    figures['storage.autosave_ms.p95_first_40'] = quantile(t.slice(0, 40), 0.95);
    figures['storage.autosave_ms.p95_last_40'] = quantile(t.slice(-40), 0.95);
    figures['storage.autosave_transaction_ms.p50'] = quantile(w, 0.5);
    figures['storage.autosave_transaction_ms.p95'] = quantile(w, 0.95);
    // The browser's floor, in the same page right after the game (so under the same conditions).
    Object.assign(figures, await bareCommits(page));
    const resumes: number[] = [];
    let from: number | null = null;
    for (let i = 0; i < RELOADS; i++) {
      await page.reload();
      await page.waitForFunction(() => window.__carcassonne?.resumed !== null && window.__carcassonne?.resumed !== undefined);
      const r = await page.evaluate(() => window.__carcassonne.resumed!);
      resumes.push(r.ms);
      from = r.fromSnapshot;
    }
    figures['storage.cold_resume_ms'] = spread(resumes).median;
    const about = `${played.turn} turns, ${played.actions} actions (${t.length} autosaves), base+siege+catapult, 2 players; resume from the snapshot after action ${from}; ${RUNS} runs`;
    return { figures, about };
  } finally {
    await ctx.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Bare transactions in the page (one put on one store, like an append): what IndexedDB itself costs here, per durability hint. */
async function bareCommits(page: Page): Promise<Record<string, number>> {
  const times = await page.evaluate(async ([hints, pause]) => {
    const db: IDBDatabase = await new Promise((ok, no) => {
      const req = indexedDB.open('bench-bare', 1);
      req.onupgradeneeded = () => { req.result.createObjectStore('actions'); };
      req.onsuccess = () => ok(req.result);
      req.onerror = () => no(req.error);
    });
    const out: Record<string, number[]> = Object.fromEntries([...hints, 'relaxed_paced'].map((h) => [h, []]));
    for (let i = 0; i < 60; i++) {
      // Back to back per hint, then one 'relaxed' after the page fell idle, as the game's writes come.
      for (const hint of [...hints, 'relaxed_paced']) {
        if (hint === 'relaxed_paced') {
          await new Promise((ok) => requestAnimationFrame(() => requestIdleCallback(ok, { timeout: 2000 })));
          await new Promise((ok) => setTimeout(ok, pause));
        }
        const started = performance.now();
        const tx = db.transaction('actions', 'readwrite', { durability: hint === 'relaxed_paced' ? 'relaxed' : hint as IDBTransactionDurability });
        tx.objectStore('actions').put({ game: 'g', index: i, action: { type: 'place', x: i, y: 0, rotation: 0 } }, `${hint}-${i}`);
        tx.commit();
        await new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
        out[hint].push(performance.now() - started);
      }
    }
    db.close();
    indexedDB.deleteDatabase('bench-bare');
    return out;
  }, [[...HINTS], PAUSE_MS] as const);
  const figures: Record<string, number> = {};
  for (const [hint, v] of Object.entries(times)) {
    figures[`storage.idb_bare_commit_ms.${hint}.p50`] = quantile(v, 0.5);
    figures[`storage.idb_bare_commit_ms.${hint}.p95`] = quantile(v, 0.95);
  }
  return figures;
}
