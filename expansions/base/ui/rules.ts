// The base game's pages of the in-app rules reference (ui/expansion-api.ts, ExpansionRules):
// what the pages hold and in which order; the words are ./rules-texts.ts. Tile pictures name
// tiles of BASE_TILES (a test checks every id and every key in the four languages).
import type { ExpansionRules } from '../../../ui/expansion-api.js';
import { rulesTexts } from './rules-texts.js';

const k = (key: string) => `rules.base.${key}`;

export const rules: ExpansionRules = {
  texts: rulesTexts,
  pages: [
    { id: 'overview', title: k('overview.title'), blocks: [
      { text: k('overview.1') },
      { text: k('overview.2') },
      { tiles: ['base/D'], caption: k('overview.start') },
    ] },
    { id: 'turn', title: k('turn.title'), blocks: [
      { list: [k('turn.1'), k('turn.2'), k('turn.3')] },
      { text: k('turn.next') },
    ] },
    { id: 'placing', title: k('placing.title'), blocks: [
      { list: [k('placing.1'), k('placing.2'), k('placing.3'), k('placing.4')] },
      { tiles: ['base/U', 'base/V', 'base/E', 'base/K'], caption: k('placing.tiles') },
      { text: k('placing.app') },
    ] },
    { id: 'followers', title: k('followers.title'), blocks: [
      { text: k('followers.1') },
      { list: [k('followers.roles'), k('followers.occupied'), k('followers.joined'), k('followers.back')] },
      { text: k('followers.app') },
    ] },
    { id: 'roads', title: k('roads.title'), blocks: [
      { text: k('roads.1') },
      { tiles: ['base/W', 'base/X', 'base/A', 'base/J'], caption: k('roads.tiles') },
    ] },
    { id: 'cities', title: k('cities.title'), blocks: [
      { text: k('cities.1') },
      { tiles: ['base/C', 'base/F', 'base/H', 'base/I'], caption: k('cities.tiles') },
      { option: 'smallCity' },
    ] },
    { id: 'cloisters', title: k('cloisters.title'), blocks: [
      { text: k('cloisters.1') },
      { tiles: ['base/B', 'base/A'], caption: k('cloisters.tiles') },
    ] },
    { id: 'majority', title: k('majority.title'), blocks: [
      { list: [k('majority.1'), k('majority.2'), k('majority.3'), k('majority.4'), k('majority.5')] },
    ] },
    { id: 'end', title: k('end.title'), blocks: [
      { text: k('end.1') },
      { list: [k('end.road'), k('end.city'), k('end.cloister'), k('end.farm')] },
      { text: k('end.win') },
    ] },
    { id: 'farms', title: k('farms.title'), blocks: [
      { text: k('farms.1') },
      { list: [k('farms.2'), k('farms.3'), k('farms.4')] },
      { tiles: ['base/D', 'base/E', 'base/M'], caption: k('farms.tiles') },
      { option: 'farmScoring' },
      { text: k('farms.app') },
    ] },
  ],
};
