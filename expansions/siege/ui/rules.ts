// The siege module's pages of the in-app rules reference (ui/expansion-api.ts, ExpansionRules):
// what makes a city besieged, how it scores, the escape, the three tile sets. Words: ./rules-texts.ts.
import type { ExpansionRules } from '../../../ui/expansion-api.js';
import { rulesTexts } from './rules-texts.js';

const k = (key: string) => `rules.siege.${key}`;

export const rules: ExpansionRules = {
  texts: rulesTexts,
  pages: [
    { id: 'besieged', title: k('besieged.title'), blocks: [
      { text: k('besieged.1') },
      { tiles: ['besiegers/1', 'cathars/2', 'siege/3'], caption: k('besieged.tiles') },
      { text: k('besieged.board') },
    ] },
    { id: 'scoring', title: k('scoring.title'), blocks: [
      { list: [k('scoring.done'), k('scoring.end'), k('scoring.farms')] },
      { text: k('scoring.example') },
    ] },
    { id: 'escape', title: k('escape.title'), blocks: [
      { text: k('escape.1') },
      { list: [k('escape.one'), k('escape.anyone'), k('escape.later')] },
      { option: 'escape' },
      { text: k('escape.app') },
    ] },
    { id: 'sets', title: k('sets.title'), blocks: [
      { text: k('sets.1') },
      { tiles: ['cathars/1', 'siege/1', 'besiegers/4', 'besiegers/6'], caption: k('sets.tiles') },
      { option: 'sets' },
    ] },
  ],
};
