// Inns & Cathedrals' pages of the in-app rules reference (ui/expansion-api.ts, ExpansionRules):
// the inn, the cathedral, the big follower and the other new tiles. Words: ./rules-texts.ts.
import type { ExpansionRules } from '../../../ui/expansion-api.js';
import { rulesTexts } from './rules-texts.js';

const k = (key: string) => `rules.inns.${key}`;

export const rules: ExpansionRules = {
  texts: rulesTexts,
  pages: [
    { id: 'inns', title: k('inns.title'), blocks: [
      { text: k('inns.1') },
      { list: [k('inns.done'), k('inns.open')] },
      { tiles: ['inns/inn-straight', 'inns/inn-bend', 'inns/inn-junction', 'inns/inn-city-bend'], caption: k('inns.tiles') },
    ] },
    { id: 'cathedrals', title: k('cathedrals.title'), blocks: [
      { text: k('cathedrals.1') },
      { list: [k('cathedrals.done'), k('cathedrals.open'), k('cathedrals.siege')] },
      { tiles: ['inns/cathedral'], caption: k('cathedrals.tiles') },
    ] },
    { id: 'big', title: k('big.title'), blocks: [
      { text: k('big.1') },
      { text: k('big.2') },
      { option: 'bigFarmer' },
      { text: k('big.app') },
    ] },
    { id: 'tiles', title: k('tiles.title'), blocks: [
      { text: k('tiles.1') },
      { tiles: ['inns/four-cities', 'inns/three-cities', 'inns/cloister-roads', 'inns/city-split-meadow'], caption: k('tiles.tiles') },
    ] },
  ],
};
