// The siege module's UI companion (found by ui/panels/registry.ts, loaded when a game with the
// module starts): the panel for the escape phase, the module's own texts and the turn-log line
// of an escape (`siege/escaped`). The board art of
// besieged cities is board-painters.ts, found by ui/board on its own.
import type { ExpansionUi } from '../../../ui/panels/registry.js';
import { ESCAPE_PHASE, escapedEventText } from './escape-options.js';
import { SIEGE_MESSAGES } from './messages.js';

export const ESCAPE_PANEL_TAG = 'ct-siege-escape-panel';

export const ui: ExpansionUi = {
  panels: {
    [ESCAPE_PHASE]: { tag: ESCAPE_PANEL_TAG, load: () => import('./ct-siege-escape-panel.js') },
  },
  messages: SIEGE_MESSAGES,
  describeEvent: (event, names) => escapedEventText(event, names),
};

export { escapeOptions, escapeOptionText, escapeRuleText, escapedEventText, type EscapeOption } from './escape-options.js';
