// A tile for screen readers is read in words (its name if its module gives one, its features with
// their props and sides), never as its raw id: "base/U" read aloud says nothing.
import { describe, expect, it } from 'vitest';
import type { TileDef } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { city, cloister, field, road, tile } from '../../expansions/base/index.js';
import { describeTile } from '../../ui/game/labels.js';
import { LOCALES, registerMessages, setLocale } from '../../ui/i18n/index.js';

const base = (id: string) => BUILT_IN_MODULES.find((m) => m.id === 'base')!.allTiles!.find((t) => t.id === id)!;
const twoPennants = tile('wells/2', 1, 'ccrf', [city(['N', 'E'], { pennants: 2 }), road('S'), field(['SL', 'WL', 'WC', 'WR'], [0]), field(['SR'], [0])]);

describe('describeTile', () => {
  it('reads the features with their props and the sides they reach, turned with the tile', () => {
    setLocale('en');
    expect(describeTile(base('base/U'))).toBe('Tile: road (north, south)');
    expect(describeTile(base('base/U'), 90)).toBe('Tile: road (east, west)');
    expect(describeTile(twoPennants)).toBe('Tile: city, 2 pennants (north, east); road (south)');
    // Turned a quarter clockwise, each side moves one step on: north → east, east → south, south → west.
    expect(describeTile(twoPennants, 90)).toBe('Tile: city, 2 pennants (east, south); road (west)');
    expect(describeTile(twoPennants, 270)).toBe('Tile: city, 2 pennants (north, west); road (east)');
    setLocale('cs');
    expect(describeTile(twoPennants)).toBe('Kartička: město, 2 erby (sever, východ); cesta (jih)');
    setLocale('it');
    expect(describeTile(tile('wells/3', 1, 'ffff', [cloister(), field(['NL', 'NC', 'NR', 'EL', 'EC', 'ER', 'SL', 'SC', 'SR', 'WL', 'WC', 'WR'])])))
      .toBe('Tessera: monastero');
    setLocale('en');
  });

  it("leads with the tile's name when its module's texts give one (tile.<id>)", () => {
    registerMessages('en', { 'tile.wells/2': 'Twin towers' });
    registerMessages('nl', { 'tile.wells/2': 'Dubbele torens' });
    setLocale('nl');
    expect(describeTile(twoPennants)).toBe('Dubbele torens: stad, 2 wapenschilden (noord, oost); weg (zuid)');
    setLocale('en');
    expect(describeTile(twoPennants)).toBe('Twin towers: city, 2 pennants (north, east); road (south)');
  });

  it('never reads a shipped tile by its id, in any language', () => {
    const tiles: TileDef[] = BUILT_IN_MODULES.flatMap((m) => m.allTiles ?? []);
    for (const locale of LOCALES) {
      setLocale(locale);
      for (const def of tiles) {
        const text = describeTile(def);
        expect(text, `${locale} ${def.id}`).not.toContain(def.id);
        expect(text, `${locale} ${def.id}`).not.toMatch(/[a-z]+\.[a-zA-Z]|\{/); // no raw key or placeholder
      }
    }
    setLocale('en');
  });
});
