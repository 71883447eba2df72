// The Catapult's pages of the in-app rules reference (ui/expansion-api.ts, ExpansionRules): the
// fair tiles, the round, the four tokens and the ways to play it. Words: ./rules-texts.ts.
import type { ExpansionRules } from '../../../ui/expansion-api.js';
import { rulesTexts } from './rules-texts.js';

const k = (key: string) => `rules.catapult.${key}`;

export const rules: ExpansionRules = {
  texts: rulesTexts,
  pages: [
    { id: 'fair', title: k('fair.title'), blocks: [
      { text: k('fair.1') },
      { list: [k('fair.roads'), k('fair.farms'), k('fair.cloister')] },
      { tiles: ['catapult/08', 'catapult/11', 'catapult/07'], caption: k('fair.tiles') },
    ] },
    { id: 'round', title: k('round.title'), blocks: [
      { list: [k('round.1'), k('round.2'), k('round.3'), k('round.4')] },
      { text: k('round.app') },
    ] },
    { id: 'knockout', title: k('knockout.title'), blocks: [
      { text: k('knockout.1') },
      { text: k('knockout.2') },
    ] },
    { id: 'seduction', title: k('seduction.title'), blocks: [
      { text: k('seduction.1') },
      { text: k('seduction.2') },
      { option: 'seductionTarget' },
    ] },
    { id: 'target', title: k('target.title'), blocks: [
      { text: k('target.1') },
      { option: 'targetDistance' },
    ] },
    { id: 'catch', title: k('catch.title'), blocks: [
      { text: k('catch.1') },
      { list: [k('catch.caught'), k('catch.touched'), k('catch.far'), k('catch.short')] },
      { text: k('catch.2') },
      { text: k('catch.app') },
    ] },
    { id: 'modes', title: k('modes.title'), blocks: [
      { text: k('modes.1') },
      { option: 'mode' },
    ] },
  ],
};
