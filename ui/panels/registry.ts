// Phase id → lit panel. The shell plays the core phases itself (place, deploy); a module phase
// (an escape, a catapult round …) shows the panel registered for it, or, when there is none,
// the phase's `game.choices()` as buttons, so a game never blocks.
//
// An expansion adds panels without touching the shell: it ships `expansions/<id>/ui/index.ts`
// exporting `ui: ExpansionUi` (ui/expansion-api.ts); the shell finds those files at build time
// (import.meta.glob) and loads the ones for the game's expansions lazily, when a game starts,
// connecting each to the shell's services (ui/expansion-host.ts) before anything else of it runs.
// Its texts are already there: ui/i18n registers every `expansions/<id>/ui/texts.ts` eagerly.
//
// Panel element contract: a custom element whose tag is registered below. The shell sets
// `.session` (ui/game/session.ts Session) and `.revision` (bumped on every change, so lit
// re-renders it); the panel acts only through `session.apply(action)` and labels everything
// through the shell's `t()`. It may dispatch `ct-board-focus` ({x, y}) to centre the board, and
// outline tiles on the board with `session.setFocus({tiles, players})` (cleared when the phase
// changes; the panel clears it itself when it goes).
import type { GameView, GameEvent } from '../../core/index.js';
import type { BoardLayer, ExpansionUi, PhasePanel } from '../expansion-api.js';
import { shell } from '../expansion-host.js';
import { registerSoundCue } from '../sound/cues.js';

export type { ExpansionUi, PhasePanel } from '../expansion-api.js';

const panels = new Map<string, PhasePanel>();
const loaded = new Set<string>();
const registered = new Set<ExpansionUi>();
const describers: NonNullable<ExpansionUi['describeEvent']>[] = [];
const boardLayers: BoardLayer[] = [];

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

/** Connects a companion to the shell and registers its panels, turn-log lines and sound cues (once). */
export function registerExpansionUi(ui: ExpansionUi): void {
  if (registered.has(ui)) return;
  registered.add(ui);
  ui.connect?.(shell);
  for (const [phase, panel] of Object.entries(ui.panels ?? {})) registerPhasePanel(phase, panel);
  if (ui.describeEvent) describers.push(ui.describeEvent);
  if (ui.soundCue) registerSoundCue(ui.soundCue);
  boardLayers.push(...(ui.boardLayers ?? []));
}

/** The board layers of every registered companion (ui/board/module-layers.ts draws them). */
export function moduleBoardLayers(): readonly BoardLayer[] {
  return boardLayers;
}

/** The turn-log lines of these events that a registered expansion describes, in order. */
export function describeEvents(events: readonly GameEvent[], names: string[], game: GameView): string[] {
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
    let mod;
    try {
      mod = await load();
    } catch (e) {
      loaded.delete(id); // not loaded: the next game that needs it tries again
      throw e;
    }
    if (mod.ui) registerExpansionUi(mod.ui);
  }));
}
