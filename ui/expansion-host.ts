// The shell's side of ui/expansion-api.ts: the run-time services it lends every expansion UI
// companion through `ExpansionUi.connect` (ui/panels/registry.ts connects each one it loads).
import type { Shell } from './expansion-api.js';
import { sharedStyles } from './components/shared-styles.js';
import { compassOf, joinNames, optionValueName, phaseLabel } from './game/labels.js';
import { squareWhere } from './game/square-words.js';
import { playerLook } from './game/player-style.js';
import { getLocale, LocaleController, plural, t } from './i18n/index.js';
import { TILE_PX } from './board/units.js';
import { colorNumber, playerStyle } from './theme/players.js';
import { eventSound, sounds } from './sound/index.js';
import { runInPage, startWorker } from './worker/client.js';

export const shell: Shell = {
  t, plural, getLocale, LocaleController, sharedStyles,
  joinNames, compassOf, squareWhere, optionValueName, phaseLabel,
  playerLook, playerStyle, colorNumber,
  tilePx: TILE_PX,
  sounds,
  eventSound,
  startWorker,
  runInPage,
};
