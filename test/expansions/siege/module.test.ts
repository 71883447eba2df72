// The siege as a plugin: registration, options and tile-set selection (docs/contract.md, docs/options.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game, SetupError } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { siege, SIEGE_SETS, SIEGE_TILE_SETS, siegeTiles } from '../../../expansions/siege/index.js';
import { PLAYERS, siegeGame } from './helpers.js';

const ruleset = (options: Record<string, unknown> = {}) =>
  Game.create(BUILT_IN_MODULES, { players: PLAYERS, expansions: ['base', 'siege'], options, seed: 1 }).rules;
const siegeIdsInBag = (options: Record<string, unknown> = {}) =>
  ruleset(options).bag.map((t) => t.id).filter((id) => !id.startsWith('base/')).sort();
const idsOf = (set: string) => SIEGE_TILE_SETS[set].map((t) => t.id);

describe('module shape', () => {
  it('is registered once, needs the base game, and is named siege', () => {
    expect(BUILT_IN_MODULES.filter((m) => m.id === 'siege')).toEqual([siege]);
    expect(siege.requires).toEqual(['base']);
  });

  it('cannot be loaded without the base game', () => {
    expect(() => siegeGame([], {}, { expansions: ['siege'] })).toThrow(/requires "base"/);
  });

  it('declares both options with a default and a one-sentence description', () => {
    expect(siege.options!.sets).toMatchObject({ type: 'set', values: ['besiegers', 'cathars', 'siege'], default: ['besiegers', 'cathars', 'siege'] });
    expect(siege.options!.escape).toMatchObject({ type: 'enum', values: ['siege-tile', 'any-city-tile', 'off'], default: 'siege-tile' });
    for (const def of Object.values(siege.options!)) expect(def.description).toMatch(/^[A-Z][^.]*\.$/);
  });

  it('the core names no part of the siege in code (comments aside)', () => {
    const dir = new URL('../../../core/', import.meta.url).pathname;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/siege|besieg|cathar/i);
    }
  });
});

describe('siege.sets', () => {
  it('by default all 14 tiles (6 Besiegers, 4 Cathars, 4 Siege) go into the bag, one copy each', () => {
    expect(idsOf('besiegers')).toHaveLength(6);
    expect(idsOf('cathars')).toHaveLength(4);
    expect(idsOf('siege')).toHaveLength(4);
    expect(siegeIdsInBag()).toEqual([...idsOf('besiegers'), ...idsOf('cathars'), ...idsOf('siege')].sort());
    expect(ruleset().bag.filter((t) => !t.id.startsWith('base/')).every((t) => t.count === 1)).toBe(true);
  });

  it.each([
    [['cathars'], ['cathars']],
    [['besiegers', 'siege'], ['besiegers', 'siege']],
    [['siege', 'besiegers'], ['besiegers', 'siege']],
    [[], []],
  ])('sets %j put exactly those sets in the bag', (chosen, sets) => {
    expect(siegeIdsInBag({ 'siege.sets': chosen })).toEqual(sets.flatMap(idsOf).sort());
  });

  it('builds the bag in a fixed set order, so the same seed deals the same deck whatever the option order', () => {
    const deal = (sets: string[]) => Game.create(BUILT_IN_MODULES,
      { players: PLAYERS, expansions: ['base', 'siege'], options: { 'siege.sets': sets }, seed: 7 }).state.deck;
    expect(deal(['siege', 'cathars'])).toEqual(deal(['cathars', 'siege']));
    expect(siegeTiles({ 'siege.sets': ['siege', 'besiegers'] }).map((t) => t.id)).toEqual([...idsOf('besiegers'), ...idsOf('siege')]);
  });

  it('a shuffled game deals base tiles plus exactly the chosen sets', () => {
    const g = Game.create(BUILT_IN_MODULES, { players: PLAYERS, expansions: ['base', 'siege'], options: { 'siege.sets': ['cathars'] }, seed: 3 });
    const dealt = [g.state.turn.drawn!, ...g.state.deck];
    expect(dealt).toHaveLength(71 + 4);
    expect(dealt.filter((id) => !id.startsWith('base/')).sort()).toEqual(idsOf('cathars').sort());
  });

  it('every one of the 14 tiles is known, so a fixed deck may name a set the bag leaves out', () => {
    expect(siege.allTiles!.map((t) => t.id).sort()).toEqual(SIEGE_SETS.flatMap(idsOf).sort());
    const g = siegeGame(['besiegers/1', 'siege/4'], { 'siege.sets': ['cathars'] });
    expect(g.state.turn.drawn).toBe('besiegers/1');
  });

  it('a bad set name is refused with a message naming the option and the allowed values', () => {
    let error: unknown;
    try {
      siegeGame([], { 'siege.sets': ['cathars', 'katharer'] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).code).toBe('bad-option-value');
    expect((error as SetupError).message).toBe(
      'option "siege.sets" must be a list of distinct values from "besiegers", "cathars", "siege", not ["cathars","katharer"]');
  });

  it.each([['cathars'], [['cathars', 'cathars']]])('%j is not a valid siege.sets value', (value) => {
    expect(() => siegeGame([], { 'siege.sets': value })).toThrow(/option "siege.sets" must be a list of distinct values/);
  });

  it('a bad escape variant is refused with the allowed values', () => {
    expect(() => siegeGame([], { 'siege.escape': 'rgg' }))
      .toThrow('option "siege.escape" must be one of "siege-tile", "any-city-tile", "off", not "rgg"');
  });
});
