// The escape panel's data (expansions/siege/ui): which escapes it lists, with whose knight, which
// besieged city and which cloister; its texts in all four languages; the board outline it asks
// the shell for (Session.setFocus); the event text for a turn log, through ExpansionUi.describeEvent.
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import type { GameRecord } from '../../../core/index.js';
import { Session } from '../../../ui/game/session.js';
import { LOCALES, messageTables, setLocale, t } from '../../../ui/i18n/index.js';
import { describeEvents, loadExpansionUis, phasePanel } from '../../../ui/panels/registry.js';
import { escapedEventText, escapeOptions, escapeOptionText, escapeRuleText } from '../../../expansions/siege/ui/index.js';
import { texts as SIEGE_MESSAGES } from '../../../expansions/siege/ui/texts.js';
import { ANY_CITY_TILE, ONE_ESCAPE, TWO_ESCAPES } from './fixtures.js';

const resume = (record: GameRecord) => Session.resume(BUILT_IN_MODULES, record, 'siege-test');
const cellOf = (s: Session, tile: number) => { const p = s.game.placed(tile); return `${p.x},${p.y}`; };

await loadExpansionUis(['base', 'siege']);
afterEach(() => setLocale('en'));

describe('the siege UI companion', () => {
  it('registers a panel for phase siege/escape and its texts', () => {
    expect(phasePanel('siege/escape')?.tag).toBe('ct-siege-escape-panel');
    expect(t('siege.escape.go')).toBe('Let it escape');
  });
});

describe('escape options', () => {
  it('lists the one escape of S14: Anna’s knight, the besieged city, the diagonal cloister', () => {
    const s = resume(ONE_ESCAPE);
    expect(s.phase).toBe('siege/escape');
    const [o, ...rest] = escapeOptions(s.game);
    expect(rest).toEqual([]);
    expect(o.action).toEqual({ type: 'siege/escape', x: 1, y: 0, at: 'NC' });
    expect(o.follower).toMatchObject({ player: 0, at: 'NC' });
    expect(o.cityTiles.map((i) => cellOf(s, i))).toEqual(['1,0']);
    expect(o.cloisters).toEqual([{ x: 0, y: 1 }]);
    expect(o.highlightTiles.map((i) => cellOf(s, i)).sort()).toEqual(['0,1', '1,0']);
    expect(o.centre).toEqual({ x: 1, y: 1 });
    expect(escapeOptionText(s.game, o)).toMatchObject({
      knight: 'Anna’s knight, 1 square east of the start tile (north)',
      city: 'besieged city (1 tile)',
      via: 'through the cloister 1 square south of the start tile',
    });
    expect(escapeRuleText(s.game)).toBe('Rule in this game: the cloister must touch a siege tile (Besiegers / Cathars).');
  });

  it('lists both knights when two besieged cities border the cloister, and only the engine’s legal escapes', () => {
    const s = resume(TWO_ESCAPES);
    const options = escapeOptions(s.game);
    expect(options.map((o) => o.action)).toEqual(s.game.choices().filter((c) => c.type === 'siege/escape'));
    expect(options.map((o) => `${o.square.x},${o.square.y}`).sort()).toEqual(['-1,0', '1,0']);
    for (const o of options) expect(o.cloisters).toEqual([{ x: 0, y: 1 }]);
    // After one escape the turn is over (seed note 7): nothing is listed any more.
    expect(s.apply(options[0].action).ok).toBe(true);
    expect(escapeOptions(s.game)).toEqual([]);
  });

  it('names the cloister at a non-siege tile of the city under the RGG rule (any-city-tile)', () => {
    const s = resume(ANY_CITY_TILE);
    const [o] = escapeOptions(s.game);
    expect(o.cityTiles.map((i) => cellOf(s, i)).sort()).toEqual(['0,-1', '0,0']);
    expect(o.cloisters).toEqual([{ x: 0, y: 1 }]);
    expect(escapeOptionText(s.game, o).city).toBe('besieged city (2 tiles)');
    expect(escapeRuleText(s.game)).toMatch(/any tile of the city/);
  });

  it('is empty outside the escape phase, and pass stays offered by the engine', () => {
    const s = resume({ ...ONE_ESCAPE, actions: ONE_ESCAPE.actions.slice(0, -1) });
    expect(s.deploying).toBe(true);
    expect(escapeOptions(s.game)).toEqual([]);
    const e = resume(ONE_ESCAPE);
    expect(e.game.choices()).toContainEqual({ type: 'pass' });
    expect(e.skip().ok).toBe(true);
    expect(e.phase).toBe('place');
    expect(e.game.state.supply.map((own) => own.follower)).toEqual([6, 6]);
  });
});

describe('texts in four languages', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has every key in every language, non-empty, with the same placeholders', () => {
    const en = SIEGE_MESSAGES.en;
    for (const locale of LOCALES) {
      const table = SIEGE_MESSAGES[locale];
      expect(Object.keys(en).filter((k) => !(k in table)), locale).toEqual([]);
      for (const [k, text] of Object.entries(table)) {
        expect(/(^|[./])siege[./]/.test(k) || k === 'tag.besieged' || k.startsWith('tag.besieged#'), k).toBe(true);
        expect(text.trim(), `${locale} ${k}`).not.toBe('');
        expect(placeholders(text), `${locale} ${k}`).toEqual(placeholders(en[k] ?? en[`${k.split('#')[0]}#other`]));
      }
    }
  });

  it('labels an escape in each language with the seed’s terms, and Czech plurals 1 / 2–4 / 5+', () => {
    const s = resume(TWO_ESCAPES);
    const [o] = escapeOptions(s.game);
    const want = {
      en: [/Anna’s knight/, /besieged city/, /cloister/], nl: [/Ridder van Anna/, /belegerde stad/, /klooster/],
      cs: [/Rytíř hráče Anna/, /obležené město/, /klášter/], it: [/Cavaliere di Anna/, /città assediata/, /monastero/],
    } as const;
    for (const locale of LOCALES) {
      setLocale(locale);
      const text = escapeOptionText(s.game, o);
      expect(text.knight).toMatch(want[locale][0]);
      expect(text.city).toMatch(want[locale][1]);
      expect(text.via).toMatch(want[locale][2]);
      expect(text.full).not.toMatch(/siege\.|\{/);
      for (const k of ['siege.escape.why', 'siege.escape.go', 'siege.escape.stay', 'phase.siege/escape', 'rule.siege.escape-used']) {
        expect(t(k)).toBe(messageTables()[locale][k]);
      }
    }
    setLocale('cs');
    const city = (n: number) => escapeOptionText(s.game, { ...o, cityTiles: Array(n).fill(0) }).city;
    expect([1, 3, 5].map(city)).toEqual(['obležené město (1 kartička)', 'obležené město (3 kartičky)', 'obležené město (5 kartiček)']);
    setLocale('it');
    expect(t('siege.escape.go')).toBe('Fai fuggire');
  });
});

describe('on the board and in the log', () => {
  it('outlines the city and cloister through the session’s focus, repaints once per change, and takes it away', () => {
    const s = resume(ONE_ESCAPE);
    s.dismissHandoff();
    let repaints = 0;
    s.subscribe(() => repaints++);
    const [o] = escapeOptions(s.game);
    const h = { tiles: o.highlightTiles, players: [0] };
    s.setFocus(h);
    s.setFocus({ ...h });
    expect(s.boardModel().highlight).toEqual(h);
    expect(repaints).toBe(1);
    s.setFocus(null);
    expect(s.boardModel().highlight).toBeNull();
    expect(repaints).toBe(2);
  });

  it('loses the outline when the escape phase ends', () => {
    const s = resume(ONE_ESCAPE);
    s.dismissHandoff();
    const [o] = escapeOptions(s.game);
    s.setFocus({ tiles: o.highlightTiles, players: [0] });
    expect(s.apply(o.action).ok).toBe(true);
    expect(s.phase).toBe('place');
    expect(s.focus).toBeNull();
    s.dismissHandoff();
    expect(s.boardModel().highlight).toBeNull();
  });

  it('tells the escape for a turn log, from the engine’s siege/escaped event', () => {
    const s = resume(ONE_ESCAPE);
    const result = s.apply({ type: 'siege/escape', x: 1, y: 0, at: 'NC' });
    expect(result.ok).toBe(true);
    const event = result.ok ? result.events.find((e) => e.type === 'siege/escaped') : undefined;
    expect(escapedEventText(event!, s.playerNames())).toBe('Anna’s knight escaped from the besieged city (1 square east of the start tile).');
    setLocale('nl');
    expect(escapedEventText(event!, s.playerNames())).toBe('De ridder van Anna is ontsnapt uit de belegerde stad (1 vak ten oosten van de starttegel).');
    expect(escapedEventText({ type: 'place' }, [])).toBeNull();
    expect(s.game.state.supply.map((own) => own.follower)).toEqual([7, 6]);
  });

  it('puts the escape in the turn log the handoff shows (ExpansionUi.describeEvent)', () => {
    const s = resume(ONE_ESCAPE);
    expect(s.apply({ type: 'siege/escape', x: 1, y: 0, at: 'NC' }).ok).toBe(true);
    expect(s.handoffKind).toBe('turn');
    expect(s.lastTurn?.log.map((e) => e.type)).toContain('siege/escaped');
    expect(describeEvents(s.lastTurn!.log, s.playerNames(), s.game)).toEqual(['Anna’s knight escaped from the besieged city (1 square east of the start tile).']);
  });
});
