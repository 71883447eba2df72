// The River's pages of the in-app rules reference (ui/expansion-api.ts, ExpansionRules). Words: ./rules-texts.ts.
import type { ExpansionRules } from '../../../ui/expansion-api.js';
import { rulesTexts } from './rules-texts.js';

const k = (key: string) => `rules.river.${key}`;

export const rules: ExpansionRules = {
  texts: rulesTexts,
  pages: [
    { id: 'start', title: k('start.title'), blocks: [
      { text: k('start.1') },
      { tiles: ['river/source', 'river/lake'], caption: k('start.tiles') },
    ] },
    { id: 'flow', title: k('flow.title'), blocks: [
      { list: [k('flow.mouth'), k('flow.water'), k('flow.uturn'), k('flow.nowhere')] },
      { tiles: ['river/straight', 'river/bend', 'river/bridge'], caption: k('flow.tiles') },
    ] },
    { id: 'banks', title: k('banks.title'), blocks: [
      { text: k('banks.1') },
      { tiles: ['river/cities', 'river/cloister', 'river/bend-city'], caption: k('banks.tiles') },
    ] },
  ],
};
