// Inns & Cathedrals: the tile set, the inn and cathedral scores and the big follower, by
// hand-derived cases (whole games with the same layouts are in test/scenarios/inns/).
import { describe, expect, it } from 'vitest';
import { BIG_FOLLOWER, CATHEDRAL, INN, INNS_TILES } from '../../../expansions/inns/index.js';
import { deploy, deployBig, innsGame, PASS, place, play } from './helpers.js';

const roadEvents = (g: ReturnType<typeof innsGame>) => g.state.scoring.filter((e) => e.kind === 'road');
const cityEvents = (g: ReturnType<typeof innsGame>) => g.state.scoring.filter((e) => e.kind === 'city');

// The start road (0,0) runs west–east; a straight tile at (1,0) continues it, cloister tiles end it.
const OPEN_ROAD = (tile: string) => ({ deck: [tile, 'base/A', 'base/A'], actions: [place(1, 0, 0), deploy('EC'), place(2, 0, 90), PASS] });
const CLOSE_ROAD = [place(-1, 0, 270), PASS];

describe('the tile set', () => {
  it('has the 18 tiles of the first edition: 6 with an inn, 2 cathedrals', () => {
    expect(INNS_TILES.reduce((n, t) => n + t.count, 0)).toBe(18);
    const count = (prop: string) => INNS_TILES.filter((t) => t.features.some((f) => f.props?.[prop] === true)).reduce((n, t) => n + t.count, 0);
    expect(count(INN)).toBe(6);
    expect(count(CATHEDRAL)).toBe(2);
    // Inns stand beside roads only, cathedrals in cities only.
    for (const t of INNS_TILES) {
      for (const f of t.features) {
        if (f.props?.[INN]) expect(f.kind, t.id).toBe('road');
        if (f.props?.[CATHEDRAL]) expect(f.kind, t.id).toBe('city');
      }
    }
  });

  it('goes into the bag with the base tiles (71 + 18 to draw)', () => {
    const g = innsGame(undefined as unknown as string[]);
    expect(g.state.deck.length + (g.state.turn.drawn ? 1 : 0)).toBe(71 + 18);
  });
});

describe('the inn', () => {
  it('doubles a completed road: 4 tiles × 2 = 8, and says why', () => {
    const { deck, actions } = OPEN_ROAD('inns/inn-straight');
    const g = play(innsGame(deck), [...actions, ...CLOSE_ROAD]);
    expect(roadEvents(g)).toMatchObject([{ when: 'completed', points: { 0: 8 }, items: [{ what: 'tiles', count: 4, unit: 2 }], detail: { inn: true } }]);
  });

  it('leaves a road open at the end worth 0', () => {
    const { deck, actions } = OPEN_ROAD('inns/inn-straight');
    const g = play(innsGame(deck.slice(0, 2)), actions);
    expect(g.state.finished).toBe(true);
    expect(roadEvents(g)).toMatchObject([{ when: 'final', players: [0], points: { 0: 0 }, items: [{ count: 3, unit: 0 }] }]);
  });

  it('changes nothing on a road without an inn (control: 4 completed, 3 open)', () => {
    const { deck } = OPEN_ROAD('base/U');
    const closed = play(innsGame(deck), [place(1, 0, 90), deploy('EC'), place(2, 0, 90), PASS, ...CLOSE_ROAD]);
    expect(roadEvents(closed)[0]).toMatchObject({ points: { 0: 4 } });
    expect(roadEvents(closed)[0].detail?.inn).toBeUndefined();
    const open = play(innsGame(deck.slice(0, 2)), [place(1, 0, 90), deploy('EC'), place(2, 0, 90), PASS]);
    expect(roadEvents(open)[0]).toMatchObject({ when: 'final', points: { 0: 3 } });
  });

  it('on the junction tile belongs to the eastern road only', () => {
    // inns/inn-junction at (1,0) turned so its western arm meets the start road: that arm has no inn.
    const g = play(innsGame(['inns/inn-junction', 'base/A']), [place(1, 0, 0), deploy('WC'), place(1, 1, 180), PASS]);
    // The start road (0,0)–(1,0) west arm is open at (−1,0): 2 tiles × 1, no inn.
    const start = roadEvents(g).find((e) => e.players.includes(0))!;
    expect(start).toMatchObject({ when: 'final', points: { 0: 2 } });
  });
});

describe('the cathedral', () => {
  // The cathedral at (0,-1) on the start city; city caps west, east and north close it.
  const cathedralCity = (close: boolean) => play(innsGame(['inns/cathedral', 'base/E', 'base/E', ...(close ? ['base/E'] : [])]),
    [place(0, -1, 0), deploy('NC'), place(1, -1, 270), PASS, place(-1, -1, 90), PASS, ...(close ? [place(0, -2, 180), PASS] : [])]);

  it('makes a completed city worth 3 per tile: 5 × 3 = 15', () => {
    expect(cityEvents(cathedralCity(true))).toMatchObject([{ when: 'completed', points: { 0: 15 }, items: [{ count: 5, unit: 3 }], detail: { cathedral: true } }]);
  });

  it('makes a city open at the end worth 0', () => {
    expect(cityEvents(cathedralCity(false))).toMatchObject([{ when: 'final', points: { 0: 0 }, items: [{ count: 4, unit: 0 }] }]);
  });

  it('counts pennants at 3 too: the corner city with a pennant closed by the cathedral', () => {
    // inns/corner-and-city at (0,-2): its corner city (N+W, 1 pennant) turned to face south and
    // east, so it closes the cathedral's north edge and needs one more cap at its other side.
    const g = play(innsGame(['inns/cathedral', 'base/E', 'base/E', 'inns/corner-and-city', 'base/E']), [
      place(0, -1, 0), deploy('NC'), place(1, -1, 270), PASS, place(-1, -1, 90), PASS,
      place(0, -2, 180), PASS, place(1, -2, 270), PASS,
    ]);
    // City: start, cathedral, 2 caps at (±1,-1), the corner tile, its cap at (1,-2): 6 tiles + 1 pennant.
    expect(cityEvents(g).find((e) => e.when === 'completed' && e.players.includes(0)))
      .toMatchObject({ points: { 0: 21 }, items: [{ what: 'tiles', count: 6, unit: 3 }, { what: 'pennants', count: 1, unit: 3 }] });
  });
});

describe('the big follower', () => {
  it('is one per player, beside the seven normal ones', () => {
    expect(innsGame(['base/U']).state.supply).toEqual([{ follower: 7, [BIG_FOLLOWER]: 1 }, { follower: 7, [BIG_FOLLOWER]: 1 }]);
  });

  it('is offered at every spot a normal follower may take, on roads, cities, cloisters and farms', () => {
    const spotsOn = (tile: string, x: number, y: number) => {
      const g = play(innsGame([tile, 'base/U']), [place(x, y, 0)]);
      const spots = (type: string) => g.choices().filter((a) => a.type === 'deploy' && (a.follower ?? 'follower') === type)
        .map((a) => g.state.nodes[g.nodeAt(g.state.turn.placed, String(a.at))!].kind).sort();
      expect(spots(BIG_FOLLOWER)).toEqual(spots('follower'));
      return spots(BIG_FOLLOWER);
    };
    // base/D east of the start: its city, its road (joining the free start road) and two farms.
    expect(spotsOn('base/D', 1, 0)).toEqual(['city', 'field', 'field', 'road']);
    // base/B south of the start: the cloister and its farm.
    expect(spotsOn('base/B', 0, 1)).toEqual(['cloister', 'field']);
  });

  it('outweighs one follower and ties with two (the road of scenario I6)', () => {
    const join = (first: typeof deploy) => play(innsGame(['base/U', 'base/V', 'base/V', 'base/V']),
      [place(-1, 0, 90), first('EC'), place(0, 1, 270), deploy('EC'), place(1, 0, 0), PASS, place(1, 1, 90), PASS]);
    expect(join(deployBig).state.scores).toEqual([5, 0]);
    expect(join(deploy).state.scores).toEqual([5, 5]);
  });

  it('with inns.bigFarmer = 1 weighs one on farms only, still two on roads', () => {
    const join = play(innsGame(['base/U', 'base/V', 'base/V', 'base/V'], { 'inns.bigFarmer': '1' }),
      [place(-1, 0, 90), deployBig('EC'), place(0, 1, 270), deploy('EC'), place(1, 0, 0), PASS, place(1, 1, 90), PASS]);
    expect(join.state.scores).toEqual([5, 0]);
    const farm = (options: Record<string, unknown>) => play(innsGame(['base/E', 'base/U', 'base/B'], options),
      [place(0, -1, 180), deployBig('NC'), place(1, 0, 90), deploy('NC'), place(1, -1, 0), PASS]).state.scores;
    expect(farm({})).toEqual([3, 0]);
    expect(farm({ 'inns.bigFarmer': '1' })).toEqual([3, 3]);
  });

  it('goes home when its feature completes and can be deployed again', () => {
    const { deck } = OPEN_ROAD('base/U');
    const g = play(innsGame([...deck, 'base/U']), [place(1, 0, 90), deployBig('EC'), place(2, 0, 90), PASS, ...CLOSE_ROAD]);
    expect(g.state.supply[0][BIG_FOLLOWER]).toBe(1);
    play(g, [place(0, 1, 90), deployBig('EC')]);
    expect(g.state.followers.filter((f) => f.type === BIG_FOLLOWER)).toHaveLength(1);
  });

  it('a second one is refused and the refusal changes nothing', () => {
    const g = play(innsGame(['base/U', 'base/U', 'base/U']), [place(-1, 0, 90), deployBig('EC'), place(1, 0, 90), PASS, place(0, 1, 90)]);
    const before = JSON.stringify(g.state);
    const r = g.apply(deployBig('EC'));
    expect(r.ok ? 'accepted' : r.error.rule).toBe('deploy.no-follower');
    expect(JSON.stringify(g.state)).toBe(before);
  });
});
