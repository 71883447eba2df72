// Module phases in the shell: the registry maps a phase id to a lit panel; a phase without one
// shows game.choices() as buttons. Whole games with every registered expansion must never block
// there, and every offered choice must have a real label in all four languages.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { nextInt, seedRng } from '../../core/index.js';
import { Session } from '../../ui/game/session.js';
import { actionLabel, phaseLabel } from '../../ui/game/labels.js';
import { hasMessage, LOCALES, setLocale } from '../../ui/i18n/index.js';
import { loadExpansionUis, phasePanel, registerExpansionUi, registerPhasePanel } from '../../ui/panels/registry.js';
import { setup } from '../helpers.js';
import { squareWhere } from '../../ui/game/square-words.js';

describe('phase panels', () => {
  it('registers panels by phase id, directly or through an expansion UI companion', () => {
    registerPhasePanel('test/one', { tag: 'ct-test-one', load: async () => undefined });
    registerExpansionUi({ panels: { 'test/two': { tag: 'ct-test-two', load: async () => undefined } } });
    expect(phasePanel('test/one')?.tag).toBe('ct-test-one');
    expect(phasePanel('test/two')?.tag).toBe('ct-test-two');
    expect(phasePanel('test/none')).toBeUndefined();
  });

  it('loads the companions of a game’s expansions without failing for those that have none', async () => {
    await expect(loadExpansionUis(BUILT_IN_MODULES.map((m) => m.id))).resolves.toBeUndefined();
  });
});

describe('the choices fallback', () => {
  const all = BUILT_IN_MODULES.map((m) => m.id);
  for (const [name, options] of [
    ['every expansion, defaults', {}],
    ['catapult house rule, escape from any city tile', { 'catapult.mode': 'house-rule', 'siege.escape': 'any-city-tile' }],
  ] as const) {
    it(`never blocks a game (${name}) and labels every choice in every language`, () => {
      for (const seed of [1, 2, 3]) {
        const s = Session.start(BUILT_IN_MODULES, setup(3, { seed, expansions: all, options: { ...options } }), 't');
        const rng = seedRng(seed);
        const phases = new Set<string>();
        let handoffs = 0;
        while (!s.finished) {
          if (s.placing) {
            const spots = s.placementSpots();
            const spot = spots[nextInt(rng, spots.length)];
            s.tapCell(spot.x, spot.y);
            expect(s.confirmPlacement()?.ok).toBe(true);
          } else if (s.deploying) {
            const spots = s.followerSpots();
            if (nextInt(rng, 3) === 0) s.skip(); else { s.tapSpot(spots[0].at); s.confirmDeploy(); }
          } else {
            phases.add(s.phase);
            const choices = s.game.choices();
            expect(choices.length, `phase ${s.phase} offers no choice`).toBeGreaterThan(0);
            for (const c of choices) {
              const key = `action.${c.type}${c.from === 'supply' ? '.supply' : ''}`;
              expect(hasMessage(key), key).toBe(true);
            }
            const actor = s.actor;
            expect(s.apply(choices[nextInt(rng, choices.length)]).ok).toBe(true);
            // Pass-and-play: whenever someone else must act next, the tablet is handed to them.
            if (!s.finished && s.actor !== actor) { expect(s.handoff).toBe(s.actor); handoffs++; }
            s.dismissHandoff();
          }
        }
        if (phases.has('catapult/round') && options['catapult.mode' as keyof typeof options] !== 'house-rule') expect(handoffs).toBeGreaterThan(0);
        for (const locale of LOCALES) {
          setLocale(locale);
          for (const p of phases) expect(phaseLabel(p)).not.toMatch(/^Phase |^Fase |^Fáze /);
          // The resting point in words (the square it lies on, from the start tile), never coordinates.
          const shot = actionLabel({ type: 'catapult/shot', rest: { x: 1.23, y: -4 }, hits: [{}] });
          expect(shot).toContain(squareWhere(1, -4));
          expect(shot).not.toMatch(/1\.2|-4/);
          expect(shot).toMatch(/: 1$/);
        }
        setLocale('en');
      }
    });
  }
});
