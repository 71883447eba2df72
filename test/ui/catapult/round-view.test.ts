// The panel's view of a catapult round, derived from the rules: who shoots, what the result
// lines say, target practice standings against the rules' own scoring, the swap offers, the
// catch plan and its verdicts, and the panel's texts in all four languages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../../core/index.js';
import { catapultSlice, physicsInput } from '../../../expansions/catapult/index.js';
import { launchPoint } from '../../../expansions/catapult/physics/index.js';
import { catchAction, catchPlan, judge, landingTime, rulerOf } from '../../../expansions/catapult/ui/catch-plan.js';
import { ui } from '../../../expansions/catapult/ui/index.js';
import { texts } from '../../../expansions/catapult/ui/texts.js';
import { overviewFrame } from '../../../expansions/catapult/ui/overview-frame.js';
import { PULL_ROOM_PX, rotate, SEAT_PAD, SEAT_ROOM_PX, seatFrame, seatTurn } from '../../../expansions/catapult/ui/seat-view.js';
import { longTableRound } from '../../e2e/catapult-records.js';
import { seductionNearest, shotLines, swapState } from '../../../expansions/catapult/ui/panel-views.js';
import { describeRef, shooterOf, standingText, targetStandings, tiles } from '../../../expansions/catapult/ui/round-view.js';
import { LOCALES, messageTables, setLocale } from '../../../ui/i18n/index.js';
import { registerExpansionUi } from '../../../ui/panels/registry.js';
import { act, choose, posOf, shot, threePlayerRound } from '../../expansions/catapult/helpers.js';

beforeAll(() => { registerExpansionUi(ui); setLocale('en'); });


const play = (g: Game, action: ReturnType<typeof shot>, token: 'knockout' | 'seduction' | 'target') =>
  ({ action, shooter: shooterOf(g)!.shooter, token, restored: false });

describe('distances in tiles', () => {
  it('one decimal, but a token just off the fair tile never reads as on it (0.0)', () => {
    expect([0, 0.04, 0.003, 0.05, 1.26].map(tiles)).toEqual(['0.0', '0.04', '0.01', '0.1', '1.3']);
    setLocale('nl');
    expect(tiles(0.04)).toBe('0,04');
    setLocale('en');
  });
});

describe('shooting order and results', () => {
  it('names the shooter of each shot and the followers a knock-out hit', () => {
    const g = threePlayerRound();
    expect(shooterOf(g)).toBeNull(); // the chooser has not chosen yet
    act(g, choose('knockout'));
    expect(shooterOf(g)).toEqual({ shooter: 0, n: 1, total: 3, catcher: null });
    const lines = shotLines(g, play(g, { ...shot(1.5, 0.3, [{ x: 1, y: 0, at: 'NC' }]), hits: [{ x: 1, y: 0, at: 'NC' }, { x: 0, y: 1, at: 'cloister', chain: true }] } as never, 'knockout'));
    expect(lines).toEqual(['P1’s knight is knocked out.', 'P3’s monk is knocked out by a chain reaction.']);
    setLocale('nl');
    expect(describeRef(g, { x: -1, y: 0, at: 'NC' })).toMatchObject({ owner: 'P2', role: 'ridder', player: 1 });
    setLocale('en');
    expect(shotLines(g, play(g, shot(40, 40), 'knockout'))).toEqual(['The token fell off the table.', 'No follower was hit.']);
  });

  it('seduction: the nearest follower with the positions before the shot; nothing off the tiles', () => {
    const g = threePlayerRound();
    act(g, choose('seduction'));
    const monk = posOf(g, 0, 1, 'cloister');
    const p = play(g, shot(monk.x + 0.05, monk.y), 'seduction');
    expect(seductionNearest(g, p)).toEqual([{ x: 0, y: 1, at: 'cloister' }]);
    expect(shotLines(g, p)).toEqual(['Nearest to the token: P3’s monk.']);
    expect(shotLines(g, play(g, shot(-3, 3), 'seduction'))).toEqual(['The token did not land on a tile: no seduction.']);
  });
});

describe('target practice standings', () => {
  it('rank the tokens as the rules score them, including the shot not yet applied', () => {
    const g = threePlayerRound();
    act(g, choose('target'));
    act(g, shot(1.5, 3.2)); // P1: 2.2 below the fair square's bottom edge (y = 2) → gap 1.2 − 0.2 = 1.0
    act(g, shot(30, 30)); // P2: off the table
    const pending = { player: 2, x: 1.5, y: 2.5 }; // P3: gap 0.5 − 0.2 = 0.3
    const { standings, winners } = targetStandings(g, pending);
    expect(standings.map((s) => s.player)).toEqual([2, 0, 1]);
    expect(standings[0].distance).toBeCloseTo(0.3, 9);
    expect(standings[1].distance).toBeCloseTo(1.0, 9);
    expect(standings[2].distance).toBeNull();
    expect(winners).toEqual([2]);
    expect(standings.map((s) => standingText(g, s))).toEqual(['P3: 0.3 tiles away', 'P1: 1.0 tiles away', 'P2: off the table']);
    act(g, shot(pending.x, pending.y));
    const award = g.state.scoring[g.state.scoring.length - 1];
    expect(award).toMatchObject({ kind: 'catapult/target', players: winners });
  });

  it('every token on the fair tile ties (edge metric) and is shown as on the tile', () => {
    const g = threePlayerRound();
    act(g, choose('target'));
    act(g, shot(1.4, 1.4), shot(1.7, 1.6));
    const { winners, standings } = targetStandings(g, { player: 2, x: 5, y: 1.5 });
    expect(winners).toEqual([0, 1]);
    expect(standingText(g, standings[0])).toBe('P1: on the fair tile');
  });
});

describe('seduction swap offers', () => {
  it('offer the supply and the shooter’s own followers, as game.choices() does; confirming applies', () => {
    const g = threePlayerRound();
    act(g, choose('seduction'));
    const knight = posOf(g, -1, 0, 'NC');
    act(g, shot(knight.x, knight.y + 0.05)); // P1's token lands by P2's knight
    const sw = swapState(g, null)!;
    expect(sw).toMatchObject({ player: 0, pickTarget: false, target: { x: -1, y: 0, at: 'NC' }, supplyTypes: ['follower'] });
    expect(sw.own).toEqual([{ x: 1, y: 0, at: 'NC' }]);
    act(g, { type: 'catapult/swap', from: sw.own[0] });
    expect(describeRef(g, { x: -1, y: 0, at: 'NC' })).toMatchObject({ player: 0 });
    expect(catapultSlice(g).round!.swap).toBeNull();
  });
});

describe('framing the board', () => {
  const inside = (b: { minX: number; minY: number; maxX: number; maxY: number }, p: { x: number; y: number }) =>
    p.x > b.minX && p.x < b.maxX && p.y > b.minY && p.y < b.maxY;
  const ZOOM = { min: 32, max: 420 };

  /** True when the catapult at `p` (board tiles), with SEAT_PAD round it, is wholly on a `screen` showing frame `f`. */
  const seatShown = (f: ReturnType<typeof seatFrame>, screen: { width: number; height: number }, p: { x: number; y: number }) => {
    const ppt = screen.width / f.width, c = rotate({ x: f.x, y: f.y }, f.turn), q = rotate(p, f.turn);
    const m = SEAT_PAD.tiles + SEAT_PAD.px / ppt;
    return Math.abs(q.x - c.x) + m <= f.width / 2 + 1e-9 && Math.abs(q.y - c.y) + m <= f.height / 2 + 1e-9;
  };

  it('shows every catapult, whole, while choosing', () => {
    const g = threePlayerRound(), board = physicsInput(g), screen = { width: 900, height: 700 };
    const f = overviewFrame(g, 0, screen, ZOOM, [], [{ seats: [launchPoint(board, 0, 3)] }]);
    expect(f.turn).toBe(0);
    for (let seat = 0; seat < 3; seat++) expect(seatShown(f, screen, launchPoint(board, seat, 3)), `seat ${seat}`).toBe(true);
  });

  it('on a table longer than the farthest zoom shows, keeps the chooser’s catapult (the middle cut both seats off)', () => {
    // 21 tiles north to south and a seat beyond each end: 27 tiles of table, 21.8 fit on 697 px at 32 px a tile.
    const g = longTableRound(20), board = physicsInput(g), screen = { width: 780, height: 697 };
    const anna = launchPoint(board, 0, 2), bram = launchPoint(board, 1, 2);
    const f = overviewFrame(g, 0, screen, ZOOM, [], [{ seats: [anna] }]);
    expect(screen.width / f.width).toBe(ZOOM.min);
    expect(seatShown(f, screen, anna)).toBe(true);
    expect(seatShown(f, screen, bram)).toBe(false);
    // Kept second, a point that cannot stay with the first is brought as near as the first allows.
    const g2 = overviewFrame(g, 0, screen, ZOOM, [], [{ seats: [anna] }, { seats: [bram] }]);
    expect(seatShown(g2, screen, anna)).toBe(true);
    expect(g2.y).toBeLessThan(f.y + 1e-9);
  });

  for (const screen of [{ width: 900, height: 700 }, { width: 800, height: 900 }, { width: 1180, height: 560 }]) {
    it(`turns each seat to the bottom centre with a whole pull below it and every tile in view (${screen.width}×${screen.height})`, () => {
      const g = threePlayerRound(), board = physicsInput(g);
      act(g, choose('knockout'));
      for (let seat = 0; seat < 3; seat++) {
        const f = seatFrame(g, seat, screen, ZOOM, PULL_ROOM_PX), lp = launchPoint(board, seat, 3);
        expect(f.turn).toBeCloseTo(seatTurn(g, seat), 12);
        // The catapult faces straight up the screen once turned.
        const up = rotate({ x: Math.cos(lp.facing), y: Math.sin(lp.facing) }, f.turn);
        expect(up.x).toBeCloseTo(0, 9);
        expect(up.y).toBeCloseTo(-1, 9);
        // Where it lands on the screen: the frame's centre is the screen's centre, ppt from its size.
        const ppt = screen.width / f.width;
        expect(screen.height / f.height).toBeCloseTo(ppt, 9);
        const onScreen = (p: { x: number; y: number }) => {
          const d = rotate({ x: p.x - f.x, y: p.y - f.y }, f.turn);
          return { x: screen.width / 2 + d.x * ppt, y: screen.height / 2 + d.y * ppt };
        };
        const c = onScreen(lp);
        expect(c.x).toBeCloseTo(screen.width / 2, 6);
        expect(screen.height - c.y).toBeCloseTo(PULL_ROOM_PX, 6);
        for (const t of board.tiles) {
          for (const p of [{ x: t.x, y: t.y }, { x: t.x + 1, y: t.y + 1 }]) {
            const q = onScreen(p);
            expect(q.x >= 0 && q.x <= screen.width && q.y >= 0 && q.y <= c.y, `seat ${seat} tile ${t.x},${t.y}`).toBe(true);
          }
        }
      }
    });
  }

  it('a table too long for the whole pull room at the farthest zoom: the catcher and the fair tile stay in view, the room gives way', () => {
    // Upright, 820 × 538 CSS px of board: a road nine tiles long from Anna's seat (south) to Bram's, the fair tile at its end.
    const g = longTableRound(), board = physicsInput(g), screen = { width: 820, height: 538 };
    act(g, choose('catch'));
    const fair = catapultSlice(g).round!.fair, bram = launchPoint(board, 1, 2);
    const f = seatFrame(g, 0, screen, ZOOM, PULL_ROOM_PX, { seats: [bram], points: [fair, { x: fair.x + 1, y: fair.y + 1 }] });
    const ppt = screen.width / f.width;
    expect(ppt).toBeCloseTo(ZOOM.min, 9);
    const onScreen = (p: { x: number; y: number }) => {
      const d = rotate({ x: p.x - f.x, y: p.y - f.y }, f.turn);
      return { x: screen.width / 2 + d.x * ppt, y: screen.height / 2 + d.y * ppt };
    };
    for (const p of [fair, { x: fair.x + 1, y: fair.y + 1 }]) expect(onScreen(p).y).toBeGreaterThanOrEqual(0);
    expect(onScreen(bram).y - (SEAT_PAD.tiles * ppt + SEAT_PAD.px)).toBeGreaterThanOrEqual(-1e-6);
    const room = screen.height - onScreen(launchPoint(board, 0, 2)).y;
    expect(room).toBeLessThan(PULL_ROOM_PX);
    expect(room).toBeGreaterThanOrEqual(SEAT_ROOM_PX);
  });
});

describe('seduction on an exact tie', () => {
  it('asks for the target first, then offers what may replace that one', () => {
    const g = threePlayerRound();
    act(g, choose('seduction'));
    const a = posOf(g, 1, 0, 'NC'), b = posOf(g, -1, 0, 'NC');
    act(g, shot((a.x + b.x) / 2, (a.y + b.y) / 2)); // exactly between P1's and P2's knights
    const tie = swapState(g, null)!;
    expect(tie.pickTarget).toBe(true);
    expect(tie.targets).toHaveLength(2);
    expect(tie.own).toEqual([]);
    // P1 picks P2's knight: the supply may replace it, and so may P1's own knight.
    const picked = swapState(g, { x: -1, y: 0, at: 'NC' })!;
    expect(picked).toMatchObject({ pickTarget: false, target: { x: -1, y: 0, at: 'NC' }, supplyTypes: ['follower'] });
    expect(picked.own).toEqual([{ x: 1, y: 0, at: 'NC' }]);
    // Picking P1's own knight as the target: it cannot replace itself.
    expect(swapState(g, { x: 1, y: 0, at: 'NC' })!.own).toEqual([]);
    act(g, { type: 'catapult/swap', from: 'supply', target: picked.target });
    expect(describeRef(g, { x: -1, y: 0, at: 'NC' })).toMatchObject({ player: 0 });
  });
});

describe('catch', () => {
  it('throws from the thrower’s catapult to the catcher’s, the ruler halfway; a tap on the token catches it', () => {
    const g = threePlayerRound();
    act(g, choose('catch'));
    const who = shooterOf(g)!;
    expect(who).toMatchObject({ shooter: 0, catcher: 1 });
    const board = physicsInput(g);
    const plan = catchPlan(board, who.shooter, who.catcher!, 3, 0.8, 99);
    expect(plan.th.from).toEqual({ x: launchPoint(board, 0, 3).x, y: launchPoint(board, 0, 3).y });
    const r = rulerOf(plan);
    expect(r.x).toBeCloseTo((plan.th.from.x + plan.th.to.x) / 2, 9);
    expect(r.length).toBeGreaterThan(0);
    // Tap exactly where the token is, mid-flight.
    const mid = plan.path.samples[Math.floor(plan.path.samples.length / 2)];
    expect(judge(plan, { t: mid.t, x: mid.x, y: mid.y })).toBe('caught');
    // Half a tile beside it: a touch; where it was a moment ago: not a catch.
    expect(judge(plan, { t: mid.t, x: mid.x + 0.6, y: mid.y })).toBe('touched');
    expect(judge(plan, { t: mid.t + 0.15, x: mid.x, y: mid.y })).not.toBe('caught');
    const far = judge(plan, null);
    expect(['far', 'short']).toContain(far);
    expect(judge(catchPlan(board, 0, 1, 3, 0.05, 99), null)).toBe('short');
    expect(landingTime(plan)).toBeGreaterThan(mid.t);
    // The action the panel applies: the rules score it for the catcher (case A).
    act(g, catchAction(plan, { t: mid.t, x: mid.x, y: mid.y }, 'caught'));
    const award = g.state.scoring[g.state.scoring.length - 1];
    expect(award).toMatchObject({ kind: 'catapult/catch', players: [1] });
    expect(g.actions[g.actions.length - 1]).toMatchObject({ input: { power: 0.8, seed: 99 } });
  });
});

describe('panel texts', () => {
  it('exist in all four languages with the same placeholders', () => {
    const en = texts.en;
    const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      const table = texts[locale];
      expect(Object.keys(en).filter((k) => !(k in table)), locale).toEqual([]);
      for (const [k, v] of Object.entries(en)) {
        expect(table[k].trim(), `${locale} ${k}`).not.toBe('');
        if (!k.includes('#')) expect(ph(table[k]), `${locale} ${k}`).toEqual(ph(v));
      }
      // Registered by the shell without loading the companion: t() finds them.
      expect(messageTables()[locale]['catapult.fire']).toBe(table['catapult.fire']);
      expect(messageTables()[locale]['expansion.catapult.name']).toBe(table['expansion.catapult.name']);
    }
    expect(texts.nl['catapult.desc.target']).toMatch(/kermistegel/);
    expect(ui.panels!['catapult/round'].tag).toBe('ct-catapult-panel');
  });
});
