// The shell's services as this companion uses them. ui/expansion-api.ts is the only shell module
// a companion imports, and only its types; the services themselves arrive through `connect`,
// called by the shell before any panel of this companion loads. Exported as live bindings so the
// companion's files import them by name (`import { t } from './shell.js'`).
import type { Shell } from '../../../ui/expansion-api.js';

function notConnected(): never {
  throw new Error('this expansion\'s UI was used before the shell connected it (ExpansionUi.connect)');
}

export let shell: Shell | null = null;
export let t: Shell['t'] = notConnected;
export let plural: Shell['plural'] = notConnected;
export let getLocale: Shell['getLocale'] = notConnected;
export let joinNames: Shell['joinNames'] = notConnected;
export let compassOf: Shell['compassOf'] = notConnected;
export let optionValueName: Shell['optionValueName'] = notConnected;
export let phaseLabel: Shell['phaseLabel'] = notConnected;
export let playerLook: Shell['playerLook'] = notConnected;
export let playerStyle: Shell['playerStyle'] = notConnected;
export let colorNumber: Shell['colorNumber'] = notConnected;
export let eventSound: Shell['eventSound'] = notConnected;
export let LocaleController = notConnected as unknown as Shell['LocaleController'];
export let sharedStyles = undefined as unknown as Shell['sharedStyles'];
export let sounds = { play: notConnected, voiced: notConnected, moment: notConnected } as unknown as Shell['sounds'];
export let TILE_PX = Number.NaN;

export function connect(s: Shell): void {
  shell = s;
  ({ t, plural, getLocale, joinNames, compassOf, optionValueName, phaseLabel, playerLook, playerStyle, colorNumber, eventSound } = s);
  ({ LocaleController, sharedStyles, sounds } = s);
  TILE_PX = s.tilePx;
}
