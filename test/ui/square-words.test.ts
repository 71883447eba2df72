// Where a square lies and how the tile is turned, in each language's words (ui/game/square-words.ts):
// the turn panel's chosen square and the keyboard's list of places say no coordinates.
import { afterEach, describe, expect, it } from 'vitest';
import { plural, setLocale, t } from '../../ui/i18n/index.js';
import { squareWhere, turnWords } from '../../ui/game/square-words.js';

afterEach(() => setLocale('en'));

describe('square words', () => {
  it('says a square from the start tile, north or south first, with each count in its plural', () => {
    setLocale('en');
    expect(squareWhere(0, -1)).toBe('1 square north of the start tile');
    expect(squareWhere(-3, 0)).toBe('3 squares west of the start tile');
    expect(squareWhere(1, -2)).toBe('2 squares north and 1 square east of the start tile');
    expect(squareWhere(-1, 4)).toBe('4 squares south and 1 square west of the start tile');
    expect(squareWhere(0, 0)).toBe('the start tile’s square');
  });

  it('says how the tile is turned in quarters, clockwise as the board draws it', () => {
    setLocale('en');
    expect([0, 90, 180, 270].map((r) => turnWords(r as 0 | 90 | 180 | 270))).toEqual([
      'not turned', 'turned a quarter to the right', 'turned half way round', 'turned a quarter to the left',
    ]);
  });

  it('reads as a sentence in every language, the chosen square as in the list of places', () => {
    const chosen = (x: number, y: number) => t('game.pending', { where: squareWhere(x, y), turn: turnWords(90) });
    const listed = (x: number, y: number, n: number) => plural('game.cellRotations', n, { where: squareWhere(x, y), n });
    setLocale('en');
    expect(chosen(2, 1)).toBe('Chosen: 1 square south and 2 squares east of the start tile, turned a quarter to the right');
    expect(listed(2, 1, 2)).toBe('1 square south and 2 squares east of the start tile (2 ways to turn)');
    setLocale('nl');
    expect(chosen(2, 1)).toBe('Gekozen: 1 vak ten zuiden en 2 vakken ten oosten van de starttegel, een kwartslag naar rechts gedraaid');
    expect(listed(0, -1, 1)).toBe('1 vak ten noorden van de starttegel (1 manier van draaien)');
    setLocale('cs');
    expect(chosen(2, 1)).toBe('Vybráno: 1 pole na jih a 2 pole na východ od startovní kartičky. Kartička je otočená o čtvrt otáčky doprava');
    expect(squareWhere(-5, 0)).toBe('5 polí na západ od startovní kartičky');
    setLocale('it');
    expect(chosen(2, 1)).toBe('Scelta: 1 casella a sud e 2 caselle a est della tessera iniziale; tessera ruotata di un quarto di giro a destra');
    expect(listed(-1, 0, 4)).toBe('1 casella a ovest della tessera iniziale (rotazioni possibili: 4)');
  });

  it('never shows a coordinate pair or a degree sign', () => {
    for (const locale of ['en', 'nl', 'cs', 'it'] as const) {
      setLocale(locale);
      for (const r of [0, 90, 180, 270] as const) {
        const text = t('game.pending', { where: squareWhere(-2, 3), turn: turnWords(r) });
        expect(text, `${locale} ${r}`).not.toMatch(/°|-?\d+, -?\d+/);
      }
    }
  });
});
