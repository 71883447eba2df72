// The table of the last game started on this device: who sat where (name, colour, person or
// computer), the expansions and their options. Friends play several games in an evening; the next
// game's set-up starts from this table instead of two "Player n" seats, so nobody types five names
// again. Kept in localStorage; what is read back is checked like any input (another build or a
// hand-edited value may have left anything there), and whatever does not fit today's catalogue is
// dropped: a table that cannot be trusted as a whole is not offered at all.
import type { ExpansionModule, GameSetup, OptionDef } from '../../core/index.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../core/index.js';
import { messageTables } from '../i18n/index.js';
import { PLAYER_COLOURS } from './player-style.js';
import { computerOf, MAX_NAME, SEAT_KINDS, type SeatKind } from './seats.js';
import { localStore } from '../platform/persistence.js';

export interface TableSeat {
  name: string;
  color: string;
  kind: SeatKind;
}

export interface Table {
  players: TableSeat[];
  /** Module ids in catalogue order, 'base' and every requirement included. */
  expansions: string[];
  /** Full option keys ('siege.escape') of the expansions taken, with valid values. */
  options: Record<string, unknown>;
}

const KEY = 'carcassonne.lastTable';

type Store = Pick<Storage, 'getItem' | 'setItem'> | null | undefined;

/** The table of a game being started. */
export function tableOf(setup: GameSetup): Table {
  return {
    players: setup.players.map((p, i) => ({ name: p.name, color: p.color, kind: computerOf(setup, i) ?? 'person' })),
    expansions: [...setup.expansions],
    options: { ...setup.options },
  };
}

/** Remembers the table of a game that has just started (best effort: private mode may refuse). */
export function rememberTable(setup: GameSetup, store: Store = localStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(tableOf(setup)));
  } catch {
    // Full or refused storage: the next set-up starts from the defaults, nothing else is lost.
  }
}

/** The last table, fitted to `catalog`, or null when there is none or it cannot be trusted. */
export function recallTable(catalog: readonly ExpansionModule[], store: Store = localStore()): Table | null {
  let raw: unknown;
  try {
    const text = store?.getItem(KEY);
    if (!text || text.length > 16_384) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const players = seats(raw.players);
  if (!players) return null;
  const expansions = takenExpansions(raw.expansions, catalog);
  return { players, expansions, options: validOptions(raw.options, expansions, catalog) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function seats(v: unknown): TableSeat[] | null {
  if (!Array.isArray(v) || v.length < MIN_PLAYERS || v.length > MAX_PLAYERS) return null;
  const out: TableSeat[] = [];
  for (const p of v) {
    if (!isRecord(p) || typeof p.name !== 'string' || typeof p.color !== 'string') return null;
    const name = p.name.trim();
    if (!name || name.length > MAX_NAME || !PLAYER_COLOURS.includes(p.color)) return null;
    if (out.some((o) => o.color === p.color)) return null;
    const kind = (SEAT_KINDS as readonly unknown[]).includes(p.kind) ? p.kind as SeatKind : 'person';
    out.push({ name, color: p.color, kind });
  }
  return out;
}

/** The known expansions of `v` with everything they require, the base game always, in catalogue order. */
function takenExpansions(v: unknown, catalog: readonly ExpansionModule[]): string[] {
  const taken = new Set<string>();
  const add = (id: string) => {
    const m = catalog.find((c) => c.id === id);
    if (!m || taken.has(id)) return;
    taken.add(id);
    for (const r of m.requires ?? []) add(r);
  };
  add('base');
  if (Array.isArray(v)) for (const id of v) if (typeof id === 'string') add(id);
  return catalog.map((c) => c.id).filter((id) => taken.has(id));
}

function validOptions(v: unknown, expansions: readonly string[], catalog: readonly ExpansionModule[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(v)) return out;
  for (const id of expansions) {
    const defs = catalog.find((c) => c.id === id)?.options ?? {};
    for (const [key, def] of Object.entries(defs)) {
      const full = `${id}.${key}`;
      if (Object.hasOwn(v, full) && fits(def, v[full])) out[full] = v[full];
    }
  }
  return out;
}

function fits(def: OptionDef, value: unknown): boolean {
  switch (def.type) {
    case 'boolean': return typeof value === 'boolean';
    case 'enum': return typeof value === 'string' && def.values.includes(value);
    case 'set': return Array.isArray(value) && value.every((x) => typeof x === 'string' && def.values.includes(x))
      && new Set(value).size === value.length;
  }
}

/**
 * The number of a default seat name ("Player 3", "Speler 3" …: 3) in any of the app's languages,
 * or null for a name somebody gave: the set-up shows such a seat under today's language's default
 * with the same number (the number stays with the person when another seat starts).
 */
export function defaultNameNumber(name: string): number | null {
  for (const table of Object.values(messageTables())) {
    const [before, after] = (table['setup.defaultName'] ?? '').split('{n}');
    if (after === undefined || !name.startsWith(before) || !name.endsWith(after)) continue;
    const n = name.slice(before.length, name.length - after.length);
    if (/^\d{1,2}$/.test(n)) return Number(n);
  }
  return null;
}
