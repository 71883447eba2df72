// The Catapult's UI companion (docs/contract.md): the panel for the catapult round and its texts. Found
// by ui/panels/registry.ts (import.meta.glob) and loaded when a game with the catapult starts; the
// panel itself — lit, Pixi, the shot worker — is a further lazy chunk, loaded at the first round.
// Knock-outs are described for the turn log (event-text.ts).
// Board art for the fair lives in ./board-painters.ts (found by ui/board).
import type { ExpansionUi } from '../../../ui/panels/registry.js';
import { ROUND_PHASE } from '../index.js';
import { knockoutEventText } from './event-text.js';
import { cs } from './messages/cs.js';
import { en } from './messages/en.js';
import { it } from './messages/it.js';
import { nl } from './messages/nl.js';

export const CATAPULT_PANEL_TAG = 'ct-catapult-panel';

export const ui: ExpansionUi = {
  panels: {
    // Shots and catches go into the record when they happen; the panel then shows them from there.
    [ROUND_PHASE]: { tag: CATAPULT_PANEL_TAG, load: () => import('./ct-catapult-panel.js'), presents: ['catapult/shot', 'catapult/catch'] },
  },
  messages: { en, nl, cs, it },
  describeEvent: knockoutEventText,
};
