// Phase id → lit panel. The shell plays the core phases itself (place, deploy); a module phase
// (siege escape, catapult round …) shows the panel registered for it, or, when there is none,
// the phase's `game.choices()` as buttons, so a game never blocks.
//
// An expansion adds panels without touching the shell: it ships `expansions/<id>/ui/index.ts`
// exporting `ui: ExpansionUi`; the shell finds those files at build time (import.meta.glob) and
// loads the ones for the game's expansions lazily, when a game starts.
//
// Panel element contract: a custom element whose tag is registered below. The shell sets
// `.session` (ui/game/session.ts Session) and `.revision` (bumped on every change, so lit
// re-renders it); the panel acts only through `session.apply(action)` and labels everything
// through ui/i18n `t()`. It may dispatch `ct-board-focus` ({x, y}) to centre the board, and
// outline tiles on the board with `session.setFocus({tiles, players})` (cleared when the phase
// changes; the panel clears it itself when it goes).
import type { Game, GameEvent } from '../../core/index.js';
import { registerMessages, type Locale } from '../i18n/index.js';

export interface PhasePanel {
  /** Custom element tag name, e.g. 'ct-siege-escape-panel'. */
  tag: string;
  /** Defines the element (dynamic import of its module). */
  load: () => Promise<unknown>;
  /**
   * Action types this panel applies with `session.apply(action, {present: true})`: it keeps showing
   * their result (from `session.presenting`) after they are in the record, even when the phase has
   * moved on, and shows it again after a reload (the shell calls `session.presentLast`).
   */
  presents?: readonly string[];
}

export interface ExpansionUi {
  panels?: Record<string, PhasePanel>;
  /** The expansion's own texts, per language (keys should be namespaced by the expansion id). */
  messages?: Partial<Record<Locale, Record<string, string>>>;
  /**
   * One line for the turn log ("Anna’s knight escaped from the besieged city …") for a game event
   * of this expansion, in the current language; null for events it does not describe. `names` are
   * the players' names by seat; `game` is the game after the turn (read only).
   */
  describeEvent?(event: GameEvent, names: string[], game: Game): string | null;
}

const panels = new Map<string, PhasePanel>();
const loaded = new Set<string>();
const describers: NonNullable<ExpansionUi['describeEvent']>[] = [];

export function registerPhasePanel(phaseId: string, panel: PhasePanel): void {
  panels.set(phaseId, panel);
}

export function phasePanel(phaseId: string): PhasePanel | undefined {
  return panels.get(phaseId);
}

/** The panel presenting actions of phase `phaseId` (see PhasePanel.presents). */
export function presentingPanel(phaseId: string): PhasePanel | undefined {
  const p = panels.get(phaseId);
  return p?.presents?.length ? p : undefined;
}

/** Every action type some registered panel presents. */
export function presentedActions(): string[] {
  return [...panels.values()].flatMap((p) => p.presents ?? []);
}

export function registerExpansionUi(ui: ExpansionUi): void {
  for (const [phase, panel] of Object.entries(ui.panels ?? {})) registerPhasePanel(phase, panel);
  for (const [locale, messages] of Object.entries(ui.messages ?? {})) {
    if (messages) registerMessages(locale as Locale, messages);
  }
  if (ui.describeEvent && !describers.includes(ui.describeEvent)) describers.push(ui.describeEvent);
}

/** The turn-log lines of these events that a registered expansion describes, in order. */
export function describeEvents(events: readonly GameEvent[], names: string[], game: Game): string[] {
  const lines: string[] = [];
  for (const event of events) {
    for (const describe of describers) {
      const line = describe(event, names, game);
      if (line) { lines.push(line); break; }
    }
  }
  return lines;
}

// Every expansion UI companion in the tree, each a lazy chunk.
const companions = import.meta.glob<{ ui?: ExpansionUi }>('../../expansions/*/ui/index.ts');

/** Loads and registers the UI companions of these expansions (once each). */
export async function loadExpansionUis(expansionIds: readonly string[]): Promise<void> {
  await Promise.all(expansionIds.map(async (id) => {
    if (loaded.has(id)) return;
    loaded.add(id);
    const load = companions[`../../expansions/${id}/ui/index.ts`];
    if (!load) return;
    const mod = await load();
    if (mod.ui) registerExpansionUi(mod.ui);
  }));
}
