// The localisation layer: every key in all four languages, placeholders kept, plural rules,
// and a text for every expansion and every option the registered modules declare.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { LOCALES, messageTables, plural, setLocale, t } from '../../ui/i18n/index.js';
import { explainScore, ruleText, setupErrorText, spotLabels } from '../../ui/game/labels.js';
import { featureAnchors, rotatePoint, rotateSegment, ROTATIONS, SetupError, type ScoreEvent, type Segment } from '../../core/index.js';

const tables = messageTables();
const en = tables.en;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message tables', () => {
  for (const locale of LOCALES) {
    it(`${locale} has every English key, non-empty, with the same placeholders`, () => {
      const table = tables[locale];
      const missing = Object.keys(en).filter((k) => !(k in table));
      expect(missing).toEqual([]);
      for (const [key, text] of Object.entries(en)) {
        expect(table[key].trim(), key).not.toBe('');
        if (!key.includes('#')) expect(placeholders(table[key]), `${locale} ${key}`).toEqual(placeholders(text));
      }
    });

    it(`${locale} has no stray keys (only plural forms of English keys)`, () => {
      const stray = Object.keys(tables[locale]).filter((k) => !(k in en) && !(k.includes('#') && `${k.split('#')[0]}#other` in en));
      expect(stray).toEqual([]);
    });
  }

  it('names and explains every registered expansion and each of its options and values', () => {
    const missing: string[] = [];
    for (const m of BUILT_IN_MODULES) {
      const keys = [`expansion.${m.id}.name`, `expansion.${m.id}.desc`];
      for (const [key, def] of Object.entries(m.options ?? {})) {
        keys.push(`option.${m.id}.${key}`, `option.${m.id}.${key}.desc`);
        if (def.type !== 'boolean') for (const v of def.values) keys.push(`option.${m.id}.${key}.${v}`);
      }
      for (const locale of LOCALES) for (const k of keys) if (!(k in tables[locale])) missing.push(`${locale}: ${k}`);
    }
    expect(missing).toEqual([]);
  });

  it('names every feature kind, follower type and phase with actions a registered module declares (else the screen shows its raw id)', () => {
    const missing: string[] = [];
    for (const m of BUILT_IN_MODULES) {
      const keys = [
        ...(m.featureKinds ?? []).map((k) => `kind.${k.id}`),
        ...(m.followerTypes ?? []).map((f) => `follower.${f.id}`),
        // A phase a player acts in (one without actions never waits for anyone, and is never named).
        ...(m.phases ?? []).filter((p) => Object.keys(p.actions ?? {}).length > 0).map((p) => `phase.${p.id}`),
      ];
      for (const locale of LOCALES) for (const k of keys) if (!(k in tables[locale])) missing.push(`${m.id} ${locale}: ${k}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('t() and plural()', () => {
  it('fills placeholders, falls back to English, then to the given fallback', () => {
    setLocale('nl');
    expect(t('game.turnOf', { name: 'Anna' })).toBe('Anna is aan de beurt');
    expect(t('no.such.key' as never, undefined, 'fallback')).toBe('fallback');
    setLocale('en');
  });

  it('uses Czech plural categories (1 / 2–4 / 5+)', () => {
    setLocale('cs');
    expect([1, 3, 5].map((n) => plural('what.tiles', n))).toEqual(['kartička', 'kartičky', 'kartiček']);
    expect([1, 3, 5].map((n) => plural('bag.fits', n, { n }))).toEqual(['Hodí se na 1 pole', 'Hodí se na 3 pole', 'Hodí se na 5 polí']);
    expect([1, 2, 7].map((n) => plural('bag.currentCount', n, { n }))).toEqual(['Po této ještě 1 stejná v pytlíku', 'Po této ještě 2 stejné v pytlíku', 'Po této ještě 7 stejných v pytlíku']);
    // The score track's spoken entry (it said '2 bodů', and '1 points' in English).
    expect([0, 1, 2, 5].map((n) => plural('track.entry', n, { name: 'Anna', points: n }))).toEqual(['Anna: 0 bodů', 'Anna: 1 bod', 'Anna: 2 body', 'Anna: 5 bodů']);
    for (const [locale, one, two] of [['nl', 'Anna: 1 punt', 'Anna: 2 punten'], ['it', 'Anna: 1 punto', 'Anna: 2 punti']] as const) {
      setLocale(locale);
      expect([1, 2].map((n) => plural('track.entry', n, { name: 'Anna', points: n }))).toEqual([one, two]);
    }
    setLocale('en');
    expect([0, 1].map((n) => plural('track.entry', n, { name: 'Anna', points: n }))).toEqual(['Anna: 0 points', 'Anna: 1 point']);
    expect([1, 3].map((n) => plural('what.tiles', n))).toEqual(['tile', 'tiles']);
    expect([1, 3].map((n) => plural('game.cellRotations', n, { where: '1 square south of the start tile', n })))
      .toEqual(['1 square south of the start tile (1 way to turn)', '1 square south of the start tile (3 ways to turn)']);
  });

  it('explains a score from its items in every language', () => {
    const event: ScoreEvent = {
      kind: 'city', when: 'completed', players: [0, 1], points: { 0: 10, 1: 10 },
      items: [{ what: 'tiles', count: 4, unit: 2, points: 8 }, { what: 'pennants', count: 1, unit: 2, points: 2 }],
    };
    setLocale('en');
    expect(explainScore(event, ['Anna', 'Bram'])).toEqual({
      line: 'City (completed): 4 tiles × 2 + 1 pennant × 2 = 10', receivers: '10 for Anna and Bram', extras: [],
    });
    setLocale('it');
    expect(explainScore(event, ['Anna', 'Bram']).line).toBe('Città (completata): 4 tessere × 2 + 1 bandierina × 2 = 10');
    setLocale('nl');
    const besieged: ScoreEvent = { ...event, items: event.items.map((i) => ({ ...i, unit: 1, points: i.count })), detail: { besieged: true } };
    expect(explainScore(besieged, ['Anna', 'Bram']).line).toBe('Stad, belegerd (voltooid): 4 tegels × 1 + 1 wapenschild × 1 = 5');
    const farm: ScoreEvent = {
      kind: 'field', when: 'final', players: [1], points: { 1: 9 },
      items: [{ what: 'city', count: 1, unit: 3, points: 3 }, { what: 'city+besieged', count: 1, unit: 6, points: 6 }],
    };
    expect(explainScore(farm, ['Anna', 'Bram'])).toMatchObject({
      line: 'Weide (einde van het spel): 1 voltooide stad × 3 + 1 voltooide stad (belegerd) × 6 = 9', receivers: '9 voor Bram',
    });
    setLocale('en');
  });

  it('shows a refused action by its rule, or the engine message for an unknown rule', () => {
    setLocale('cs');
    expect(ruleText({ rule: 'place.occupied', message: 'x' })).toBe('Na tomto poli už kartička leží.');
    expect(ruleText({ rule: 'nobody.knows', message: 'engine text' })).toBe('engine text');
    // A module's fault: said in the player's language, with the engine's detail for whoever fixes it.
    const fault = { rule: 'action.failed', message: '"place" could not be applied: module "x" failed in hooks.canDeploy: boom' };
    expect(ruleText(fault)).toBe(`Při tomto tahu selhalo rozšíření, takže se neprovedl; hra zůstala, jak byla. (${fault.message})`);
    setLocale('en');
    expect(setupErrorText(new SetupError('module-failed', 'module "x" failed in hooks.onSetup: boom')))
      .toBe('an expansion failed while the game was set up (module "x" failed in hooks.onSetup: boom)');
    // A modder's set-up mistake: its kind in the player's language, module and id in the detail.
    const plain = new SetupError('bad-follower-type-id', 'follower type "mayor" of "wells" must be namespaced like "wells/mayor"');
    setLocale('it');
    expect(setupErrorText(plain)).toBe(`un’espansione dà a un tipo di seguace un nome fuori dal proprio spazio dei nomi (${plain.message})`);
    // Two modules defining one action type: the kind of mistake in the player's language, both modules in the detail.
    const twice = new SetupError('duplicate-action', 'action type "sip" of "springs" (phase "deploy") is defined twice (also by "wells", phase "wells/drink")');
    setLocale('cs');
    expect(setupErrorText(twice)).toBe(`akce je definována dvakrát (${twice.message})`);
    // A code without words of its own still says in the player's language that set-up failed.
    const cycle = new SetupError('phase-cycle', 'phases of "a" and "b" each want to come after the other');
    setLocale('nl');
    expect(setupErrorText(cycle)).toBe(`het spel kon niet worden klaargezet (${cycle.message})`);
    setLocale('en');
    expect(setupErrorText(new Error('disk full'))).toBe('disk full');
  });
});

describe('follower spot labels', () => {
  it('tell every spot of every tile apart, in every rotation and language', () => {
    for (const locale of LOCALES) {
      setLocale(locale);
      for (const m of BUILT_IN_MODULES) {
        for (const def of m.allTiles ?? []) {
          const anchors = featureAnchors(def);
          for (const r of ROTATIONS) {
            const spots = def.features.flatMap((f, i) => (f.kind === 'fair' ? [] : [{
              at: f.segments.length ? rotateSegment(f.segments[0] as Segment, r) : f.kind,
              kind: f.kind, ...rotatePoint(anchors[i], r),
            }]));
            const labels = spotLabels(spots, 0, 0);
            expect(new Set(labels).size, `${locale} ${def.id}@${r}: ${labels.join(' | ')}`).toBe(labels.length);
          }
        }
      }
    }
    setLocale('en');
  });
});
