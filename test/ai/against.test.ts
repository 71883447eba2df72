// A hint's reason names what the move does to an opponent: here Bram holds the only tile left that
// can close Anna's city and puts it elsewhere, so no tile can finish her city any more (judged from
// the bag, ai/completion.ts). The reason comes with her seat; the UI words it with her name in
// every language.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../core/index.js';
import { againstOthers } from '../../ai/against.js';
import { explain } from '../../ai/reason.js';
import { reasonText } from '../../ui/ai/hint-text.js';
import { setLocale } from '../../ui/i18n/index.js';
import { newGame } from '../helpers.js';
import positions from './fixtures/against-positions.json' with { type: 'json' };

/**
 * Anna places base/G north of the start tile (its city runs on north–south) with a knight in it;
 * the city's one hole is then at (0, -2). Bram draws base/E, the only tile left that closes it.
 */
function annasCity(): Game {
  const game = newGame(2, { deck: ['base/G', 'base/E', 'base/B', 'base/B', 'base/B', 'base/B'] });
  expect(game.apply({ type: 'place', x: 0, y: -1, rotation: 90 }).ok).toBe(true);
  const knight = game.choices().find((c) => c.type === 'deploy' && game.state.nodes[game.nodeAt(game.state.turn.placed, c.at as string)!]?.kind === 'city');
  expect(knight).toBeDefined();
  expect(game.apply(knight!).ok).toBe(true);
  expect(game.state.turn.player).toBe(1);
  expect(game.state.turn.drawn).toBe('base/E');
  return game;
}

const elsewhere = { type: 'place', x: 0, y: 1, rotation: 180 };
const closing = { type: 'place', x: 0, y: -2, rotation: 180 };

describe('reasons against an opponent', () => {
  it('a move that uses up the last tile able to close an opponent’s city kills it', () => {
    const game = annasCity();
    const after = game.fork();
    expect(after.apply(elsewhere).ok).toBe(true);
    expect(againstOthers(game, after, 1)).toEqual({ key: 'ai.reason.kills', params: { opponent: 0, kind: 'city' } });
    // Only a placement: the kill is the whole reason.
    expect(explain(game, [elsewhere, { type: 'pass' }], 1)).toEqual({ key: 'ai.reason.kills', params: { opponent: 0, kind: 'city' } });
  });

  it('closing the city for her is no harm done to her', () => {
    const game = annasCity();
    const after = game.fork();
    expect(after.apply(closing).ok).toBe(true);
    expect(againstOthers(game, after, 1)).toBeNull();
  });

  it('a move with its own reason adds the opponent’s clause', () => {
    const game = annasCity();
    const copy = game.fork();
    copy.apply(elsewhere);
    const claim = copy.choices().find((c) => c.type === 'deploy' && copy.state.nodes[copy.nodeAt(copy.state.turn.placed, c.at as string)!]?.kind === 'city');
    expect(claim).toBeDefined();
    const reason = explain(game, [elsewhere, claim!], 1);
    expect(reason.key).toMatch(/^ai\.reason\.claims/);
    expect(reason.also).toEqual({ key: 'ai.reason.kills', params: { opponent: 0, kind: 'city' } });
  });

  // Positions from seeded games between the strong and the normal player (the record up to the
  // strong player's move, kept as data so a change of the bots' play does not move them).
  it.each([['shares', 'field'], ['takes', 'field']] as const)('a placement that joins a feature an opponent leads %s it (a %s)', (effect, kind) => {
    const p = positions[effect];
    const game = newGame(2, { seed: p.seed });
    for (const a of p.actions) expect(game.apply(a).ok).toBe(true);
    expect(game.actor()).toBe(p.mover);
    const after = game.fork();
    expect(after.apply(p.move).ok).toBe(true);
    expect(againstOthers(game, after, p.mover)).toEqual({ key: `ai.reason.${effect}`, params: { opponent: 1 - p.mover, kind } });
  });

  it('is worded with the opponent’s name in every language', () => {
    const names = ['Anna', 'Bram'];
    const reason = { key: 'ai.reason.scores', params: { kind: 'city', points: 8 }, also: { key: 'ai.reason.kills', params: { opponent: 0, kind: 'city' } } };
    const texts: Record<string, string> = {};
    for (const locale of ['en', 'nl', 'cs', 'it'] as const) {
      setLocale(locale);
      texts[locale] = reasonText(reason, names);
      expect(texts[locale]).toContain('Anna');
      expect(texts[locale]).toContain('8');
      expect(texts[locale]).not.toMatch(/[{}]|ai\.reason/);
    }
    expect(texts.en).toBe('It scores your city: +8. No tile left in the bag can finish Anna’s city any more.');
    expect(new Set(Object.values(texts)).size).toBe(4);
    setLocale('en');
  });
});
