// The Catapult's UI companion (docs/contract.md): the panel for the catapult round, the turn-log
// lines of every shot's outcome (event-text.ts) and the round's sounds (sound-cues.ts). Found by
// ui/panels/registry.ts (import.meta.glob) and loaded when a game with the catapult starts; the
// panel itself — lit, Pixi, the app worker's shots — is a further lazy chunk, loaded at the first round.
// The module's words are ./texts.ts and the fair's art ./board-painters.ts, both read by the
// shell eagerly.
import type { ExpansionUi } from '../../../ui/expansion-api.js';
import { ROUND_PHASE } from '../index.js';
import { catapultEventText } from './event-text.js';
import { connect } from './shell.js';
import { catapultSoundCue } from './sound-cues.js';

export const CATAPULT_PANEL_TAG = 'ct-catapult-panel';

export const ui: ExpansionUi = {
  connect,
  panels: {
    // Shots and catches go into the record when they happen; the panel then shows them from there.
    [ROUND_PHASE]: {
      tag: CATAPULT_PANEL_TAG, load: () => import('./ct-catapult-panel.js'), presents: ['catapult/shot', 'catapult/catch'],
      // A hinted shot or throw: the catapult takes its aim and pull, drawn on the board.
      showsHints: ['catapult/shot', 'catapult/throw'],
    },
  },
  describeEvent: catapultEventText,
  soundCue: catapultSoundCue,
};
