// The River's UI companion: nothing to add at run time — the river has no phase, panel or event
// of its own; its words are ./texts.ts and its water ./board-painters.ts, both read eagerly by
// the shell. Kept so the module has the same shape as every other one.
import type { ExpansionUi } from '../../../ui/expansion-api.js';

export const ui: ExpansionUi = {};
