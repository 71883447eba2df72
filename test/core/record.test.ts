// The record and its validation (docs/records.md, issue "Bad input"): each problem is a clear error
// naming what and where, and nothing changes.
import { describe, expect, it } from 'vitest';
import { parseRecord, replay, SetupError, setupOf, toRecord } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame, playRandom } from '../helpers.js';

const good = {
  format: 'carcassonne-record', version: 1,
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], options: {}, seed: 42, deck: ['base/E'],
  actions: [{ type: 'place', x: 0, y: -1, rotation: 180 }, { type: 'deploy', at: 'SC' }],
};

function problem(input: unknown): string {
  try {
    const r = parseRecord(input);
    const result = replay(BUILT_IN_MODULES, setupOf(r), r.actions);
    return result.ok ? 'ok' : `action ${result.index}: ${result.error.rule}: ${result.error.message}`;
  } catch (e) {
    if (e instanceof SetupError) return `${e.code}: ${e.message}`;
    throw e;
  }
}
const edit = (patch: Record<string, unknown>) => ({ ...good, ...patch });

describe('records: parse, validate, replay', () => {
  it('a good record replays', () => expect(problem(good)).toBe('ok'));
  it('malformed JSON', () => expect(problem('{"format": ')).toMatch(/^malformed-json: not valid JSON/));
  it('a byte-order mark before the text (as some editors save JSON) is read past; a second one is not', () => {
    expect(problem(`\uFEFF${JSON.stringify(good)}`)).toBe('ok');
    expect(problem(`\uFEFF\uFEFF${JSON.stringify(good)}`)).toMatch(/^malformed-json: not valid JSON/);
  });
  it('not a record', () => expect(problem({ format: 'chess' })).toMatch(/^bad-record: /));
  it('wrong field type, with its path', () => expect(problem(edit({ seed: 'abc' }))).toBe('bad-record: /seed: must be integer'));
  it('unknown field', () => expect(problem(edit({ cheat: true }))).toBe('bad-record: (the record): unknown field "cheat"'));
  it('an action without a type', () => expect(problem(edit({ actions: [{ x: 1 }] }))).toBe("bad-record: /actions/0: must have required property 'type'"));
  it('hostile sizes are refused before any work', () => {
    expect(problem(edit({ players: Array.from({ length: 50 }, () => ({ name: 'x', color: 'red' })) }))).toMatch(/^bad-record: \/players: must NOT have more than 6 items/);
    expect(problem(edit({ players: [{ name: 'x'.repeat(5000), color: 'red' }, good.players[1]] }))).toMatch(/^bad-record: \/players\/0\/name/);
  });
  it('a newer record version is refused with a clear message', () => expect(problem(edit({ version: 3 }))).toMatch(/^newer-record: .*update the app/));
  it('unknown expansion', () => expect(problem(edit({ expansions: ['base', 'dragons'] }))).toMatch(/^unknown-expansion: unknown expansion "dragons"/));
  it('unknown option', () => expect(problem(edit({ options: { 'base.speed': 'fast' } }))).toMatch(/^unknown-option/));
  it('bad option value', () => expect(problem(edit({ options: { 'base.smallCity': 3 } }))).toMatch(/^bad-option-value: option "base.smallCity"/));
  it('unknown tile id', () => expect(problem(edit({ deck: ['base/E', 'base/ZZ'] }))).toMatch(/^unknown-tile: deck\[1\]: unknown tile id "base\/ZZ"/));
  it('an action of the wrong type for the phase', () =>
    expect(problem(edit({ actions: [{ type: 'deploy', at: 'SC' }] }))).toMatch(/^action 0: action.wrong-phase: "deploy" is not allowed now: phase "place" waits for place/));
  it('coordinates off the frontier', () =>
    expect(problem(edit({ actions: [{ type: 'place', x: 5, y: 5, rotation: 0 }] }))).toBe('action 0: place.not-adjacent: (5, 5) shares no edge with a placed tile'));
  it('an action after the game ended', () =>
    expect(problem(edit({ actions: [...good.actions, { type: 'pass' }] }))).toBe('action 2: game.finished: the game is over'));

  it('toRecord → parseRecord → replay gives the same state (replay equals play)', () => {
    const g = newGame(3, { seed: 5 });
    playRandom(g, 5);
    const back = parseRecord(JSON.stringify(toRecord(g)));
    const result = replay(BUILT_IN_MODULES, setupOf(back), back.actions);
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result.game.state)).toBe(JSON.stringify(g.state));
  });
});
