// What the storage tests share: a fresh database per test, a session autosaved as the app does
// it, stores whose appends fail or hang on demand, and one turn played as a player plays it.
import { expect } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { Autosaver, GameStore, type SaveStatus } from '../../ui/storage/index.js';
import { Session } from '../../ui/game/session.js';
import { setup } from '../helpers.js';

let dbCount = 0;
/** A database name no other test of this file uses. */
export const dbName = (prefix = 'test') => `${prefix}-${++dbCount}`;
export const ENGINE = 'test-engine';

/** A session autosaved by an Autosaver on `store`, as the app does it. */
export function autosaved(store: GameStore | (() => GameStore | null), id: string, extra = {}, slowMs?: number) {
  const statuses: SaveStatus[] = [];
  const saver = new Autosaver(typeof store === 'function' ? store : () => store, ENGINE, (s) => statuses.push(s), Date.now, slowMs);
  const session = Session.start(BUILT_IN_MODULES, setup(2, { seed: 7, ...extra }), id, (s) => saver.changed(s));
  saver.track(session, null);
  return { saver, session, statuses };
}

/** A store whose appends fail as over quota while `faults.refuse` is set. */
export async function refusingStore(name = dbName()) {
  const store = await GameStore.open(name);
  const faults = { refuse: false };
  const real = store.append.bind(store);
  store.append = async (id, w) => {
    if (faults.refuse) throw new DOMException('quota reached', 'QuotaExceededError');
    return real(id, w);
  };
  return { store, faults };
}

/**
 * A store whose appends, while `gate.hold` is set, wait until `gate.end(ok)`: then they go
 * through (ok) or fail as over quota. `gate.waiting` counts the appends waiting.
 */
export async function gatedStore(name = dbName()) {
  const store = await GameStore.open(name);
  const opened: ((ok: boolean) => void)[] = [];
  const gate = {
    hold: false,
    get waiting() { return opened.length; },
    end(ok: boolean) { for (const open of opened.splice(0)) open(ok); },
  };
  const real = store.append.bind(store);
  store.append = async (id, w) => {
    if (gate.hold && !(await new Promise<boolean>((ok) => opened.push(ok)))) throw new DOMException('quota reached', 'QuotaExceededError');
    return real(id, w);
  };
  return { store, gate };
}

/** One turn as a player plays it: each tap once the screen shows the last action (saved). */
export async function playTurn(session: Session): Promise<void> {
  await session.shown();
  const spot = session.placementSpots()[0];
  expect(session.tapCell(spot.x, spot.y)).toBe(true);
  expect(session.confirmPlacement()?.ok).toBe(true);
  if (session.deploying) session.skip();
  // Anything else the turn asks for (a module's phase): the first choice.
  while (!session.finished && !session.placing && session.game.choices().length > 0) session.apply(session.game.choices()[0]);
}

/** The rest of the current turn, as playTurn plays it (no more tile to place). */
export function finishTurn(session: Session): void {
  if (session.deploying) session.skip();
  while (!session.finished && !session.placing && session.game.choices().length > 0) session.apply(session.game.choices()[0]);
}

export const pause = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
