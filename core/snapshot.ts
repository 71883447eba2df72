// A snapshot is a running game as data: state, record and the version of each module that wrote
// it. Restoring one builds the game without replaying its record (Game.restore), and brings each
// module's slice up to date through that module's `slice.migrate` (docs/contract.md: version +
// migrate). Saves that keep a state snapshot should keep the module versions with it.
import type { ExpansionModule } from './contract.js';
import { SetupError } from './errors.js';
import { Game } from './game.js';
import { structuredCloneJson } from './json.js';
import type { Action, GameState } from './types.js';

export const SNAPSHOT_FORMAT = 'carcassonne-snapshot';

export interface GameSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** Version of each loaded module when the snapshot was taken. */
  modules: Record<string, number>;
  state: GameState;
  actions: Action[];
}

export function takeSnapshot(game: Game): GameSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    modules: Object.fromEntries(game.rules.modules.map((m) => [m.id, m.version])),
    state: structuredCloneJson(game.state),
    actions: structuredCloneJson(game.actions),
  };
}

/** Restores a snapshot; a slice written by an older module version is migrated, a newer one refused. */
export function restoreSnapshot(catalog: readonly ExpansionModule[], snap: GameSnapshot): Game {
  if (snap?.format !== SNAPSHOT_FORMAT || !snap.state?.setup) {
    throw new SetupError('bad-snapshot', `not a game snapshot (format must be "${SNAPSHOT_FORMAT}")`);
  }
  const state = structuredCloneJson(snap.state);
  const byId = new Map(catalog.map((m) => [m.id, m]));
  for (const id of state.setup.expansions) {
    const m = byId.get(id);
    if (!m) continue; // the ruleset build names the unknown module
    const saved = snap.modules[id] ?? 1;
    if (saved > m.version) {
      throw new SetupError('newer-module', `the snapshot was saved by version ${saved} of "${id}"; this app has version ${m.version} — update the app`);
    }
    if (saved < m.version && m.slice) {
      if (!m.slice.migrate) throw new SetupError('no-migration', `"${id}" version ${m.version} cannot read its state from version ${saved}`);
      state.ext[id] = m.slice.migrate(state.ext[id], saved);
    }
  }
  return Game.restore(catalog, state, snap.actions);
}
