// The siege module's UI companion (found by ui/panels/registry.ts, loaded when a game with the
// module starts): the panel for the escape phase, the turn-log line of an escape
// (`siege/escaped`), its sound and the board layer marking every tile of a besieged city. The module's words are ./texts.ts and the board art of
// besieged cities ./board-painters.ts, both read by the shell eagerly.
import type { ExpansionUi } from '../../../ui/expansion-api.js';
import { ESCAPE_PHASE, escapedEventText } from './escape-options.js';
import { connect } from './shell.js';
import { besiegedLayer } from './besieged-layer.js';

export const ESCAPE_PANEL_TAG = 'ct-siege-escape-panel';

export const ui: ExpansionUi = {
  connect,
  panels: {
    // An escape goes into the record at once; the panel then shows the knight walking out.
    [ESCAPE_PHASE]: { tag: ESCAPE_PANEL_TAG, load: () => import('./ct-siege-escape-panel.js'), presents: ['siege/escape'] },
  },
  describeEvent: (event, names) => escapedEventText(event, names),
  // The knight walking home: a follower's click.
  soundCue: (event) => (event.type === 'siege/escaped' ? 'follower' : undefined),
  // Every tile of a besieged city marked, not only the siege tile.
  boardLayers: [besiegedLayer],
};

export { escapeOptions, escapeOptionText, escapeRuleText, escapedEventText, type EscapeOption } from './escape-options.js';
