// Engine services that the speed work rewrote (core/game.ts): memo() per state, the events an
// action returns, and majority(). The rules' results are covered by the scenario and golden tests;
// these pin the services' own promises to modules and callers.
import { describe, expect, it } from 'vitest';
import { Game, sliceReader, type PlacedFollower } from '../../core/index.js';
import { BUILT_IN_MODULES } from '../../expansions/index.js';
import { newGame, playRandom } from '../helpers.js';

const follower = (player: number, type = 'follower'): PlacedFollower => ({ player, type, tile: 0, node: 0, at: 'NC' });

describe('memo()', () => {
  it('computes a key once per state, keeps keys apart, and computes again after an action', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D'] });
    let calls = 0;
    const a1 = g.memo('test/a', () => { calls++; return ['a']; });
    expect(g.memo('test/a', () => { calls++; return ['other']; })).toBe(a1);
    expect(g.memo('test/b', () => 'b')).toBe('b');
    expect(g.memo('test/a', () => ['again'])).toBe(a1);
    expect(calls).toBe(1);
    expect(g.apply(g.choices()[0]).ok).toBe(true);
    expect(g.memo('test/a', () => ['after'])).toEqual(['after']);
    expect(g.memo('test/b', () => 'b2')).toBe('b2');
  });

  it('a key memoised inside another key\'s computation is kept too', () => {
    const g = newGame(2);
    const outer = g.memo('test/outer', () => `outer+${g.memo('test/inner', () => 'inner')}`);
    expect(outer).toBe('outer+inner');
    expect(g.memo('test/inner', () => 'recomputed')).toBe('inner');
    expect(g.memo('test/outer', () => 'recomputed')).toBe('outer+inner');
  });
});

describe('events of an action', () => {
  it('each applied action returns its own list of events', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D'] });
    const placed = g.apply(g.choices()[0]);
    expect(placed.ok && placed.events.map((e) => e.type)).toContain('placed');
    if (g.state.turn.phase !== 'deploy') throw new Error('expected a deploy step');
    const passed = g.apply({ type: 'pass' });
    const again = newGame(2, { deck: ['base/E', 'base/U', 'base/D'] });
    again.apply(again.choices()[0]);
    const passedAgain = again.apply({ type: 'pass' });
    if (!passed.ok || !passedAgain.ok || !placed.ok) throw new Error('expected legal actions');
    expect(passed.events).not.toBe(passedAgain.events);
    expect(passed.events).not.toBe(placed.events);
    // A caller may keep and change its list without touching another action's.
    passed.events.push({ type: 'test/mine' });
    expect(passedAgain.events.some((e) => e.type === 'test/mine')).toBe(false);
  });
});

describe('majority()', () => {
  it('the strongest players in index order; nobody when no one has strength', () => {
    const g = newGame(5);
    expect(g.majority([])).toEqual([]);
    expect(g.majority([follower(3), follower(1)])).toEqual([1, 3]);
    expect(g.majority([follower(4), follower(2), follower(4)])).toEqual([4]);
    expect(g.majority([follower(0), follower(4), follower(2), follower(4), follower(2)])).toEqual([2, 4]);
  });
});

describe('trusted deploy and pass choices', () => {
  it('are frozen and shared, and the rules still check them', () => {
    const g = newGame(2, { deck: ['base/E', 'base/U', 'base/D', 'base/D'] });
    expect(g.apply({ type: 'place', x: 0, y: -1, rotation: 180 }).ok).toBe(true);
    const listed = g.choices();
    const deploy = listed.find((a) => a.type === 'deploy')!;
    const pass = listed.find((a) => a.type === 'pass')!;
    expect(Object.isFrozen(deploy) && Object.isFrozen(pass)).toBe(true);
    expect(g.choices().find((a) => a.type === 'deploy' && a.at === deploy.at)).toBe(deploy);
    expect(g.apply(deploy).ok).toBe(true);
    // Recorded as it is (nobody can change it), and equal to what a player would send.
    expect(g.actions[g.actions.length - 1]).toEqual({ type: 'deploy', at: deploy.at });
    // The same object at another state is refused by the rules, and nothing is recorded.
    const count = g.actions.length;
    expect(g.apply(deploy).ok).toBe(false);
    expect(g.apply(pass)).toMatchObject({ ok: false });
    expect(g.actions.length).toBe(count);
  });
});

describe('occupants()', () => {
  it('counts the followers on each feature through merges, returns and moves, and a fork and a restored game count the same', () => {
    const g = newGame(5, { expansions: ['base', 'siege', 'catapult'], seed: 11 });
    const counts = (game: typeof g) => game.state.nodes.map((_, n) => (game.find(n) === n ? game.occupants(n) : -1));
    const walked = (game: typeof g) => game.state.nodes.map((_, n) =>
      (game.find(n) === n ? game.state.followers.filter((f) => game.find(f.node) === n).length : -1));
    let step = 0, returned = 0, moved = 0;
    while (!g.state.finished) {
      const r = g.apply(g.choices()[(step++ * 7) % g.choices().length]);
      expect(r.ok).toBe(true);
      if (r.ok) for (const e of r.events) { if (e.type === 'follower-returned') returned++; if (e.type === 'follower-moved') moved++; }
      if (step % 25 === 0) {
        expect(counts(g)).toEqual(walked(g));
        expect(counts(g.fork())).toEqual(counts(g));
        expect(counts(Game.restore(BUILT_IN_MODULES, structuredClone(g.state), g.actions))).toEqual(counts(g));
      }
    }
    expect(counts(g)).toEqual(walked(g));
    expect(returned).toBeGreaterThan(0); // the walk saw scored features send followers home
    expect(moved + returned).toBeGreaterThan(5);
  });
});

describe('placedKinds()', () => {
  it("gives each placed tile's feature kinds under the game's own rules, also while games of two rulesets sharing the tiles alternate", () => {
    // A second catalog whose base module declares roads that never complete: the same tile
    // definitions (so the same compiled tiles), another kind definition for 'road'.
    const base = BUILT_IN_MODULES.find((m) => m.id === 'base')!;
    const endlessRoads = { ...base, featureKinds: base.featureKinds!.map((k) => (k.id === 'road' ? { ...k, completion: 'never' as const, score: undefined } : k)) };
    const deck = ['base/U', 'base/U', 'base/U'];
    const usual = newGame(2, { deck });
    const endless = newGame(2, { deck }, [endlessRoads]);
    for (let turn = 0; turn < 3; turn++) {
      for (const g of [usual, endless, usual]) {
        for (let i = 0; i < g.state.board.length; i++) {
          expect(g.placedKinds(i)).toEqual(g.placedDef(i).features.map((f) => g.kind(f.kind)));
          g.placedDef(i).features.forEach((f, fi) => expect(g.placedKinds(i)[fi]).toBe(g.kind(f.kind)));
        }
      }
      for (const g of [usual, endless]) {
        const place = g.choices()[0];
        expect(g.apply(place).ok).toBe(true);
        expect(g.apply({ type: 'pass' }).ok).toBe(true);
      }
    }
    // The kinds the rules read come from the game's own ruleset: a road node is never complete there.
    const roadNode = (g: Game) => g.state.nodes.findIndex((n) => n.kind === 'road');
    expect(endless.kind('road')!.completion).toBe('never');
    expect(endless.isComplete(roadNode(endless))).toBe(false);
    expect(usual.placedKinds(0).some((k) => k?.completion === 'closed' && k.id === 'road')).toBe(true);
  });
});

describe('sliceReader()', () => {
  it("reads each game's own slice while games alternate, and sees a state rebuilt with a new ext (a fork)", () => {
    const read = sliceReader<{ rounds: number }>('catapult');
    const a = newGame(2, { expansions: ['base', 'catapult'], seed: 3 });
    const b = newGame(2, { expansions: ['base', 'catapult'], seed: 4 });
    for (let i = 0; i < 3; i++) {
      expect(read(a)).toBe(a.slice('catapult'));
      expect(read(b)).toBe(b.slice('catapult'));
    }
    const fork = a.fork();
    expect(read(fork)).toBe(fork.slice('catapult'));
    expect(read(fork)).not.toBe(a.slice('catapult'));
    expect(read(a)).toBe(a.slice('catapult'));
    // A slice changed in place is the same object: the reader gives it as it is now.
    a.slice<{ rounds: number }>('catapult').rounds = 7;
    expect(read(a).rounds).toBe(7);
  });
});

describe('registry lookups', () => {
  it('option, hooks and followerType answer from the ruleset, however the asks alternate', () => {
    const g = newGame(2, { expansions: ['base', 'inns'], options: { 'base.farmScoring': 'city-4' } });
    expect(g.option('base.farmScoring')).toBe('city-4');
    expect(g.option('base.smallCity')).toBe('4');
    expect(() => g.option('base.nope')).toThrow('option "base.nope" is not defined by a loaded module');
    expect(() => g.option('toString')).toThrow('not defined');
    expect(g.hooks('onTilePlaced')).toBe(g.rules.hooks.onTilePlaced);
    expect(g.hooks('canDeploy')).toBe(g.rules.hooks.canDeploy);
    // Every hook's own list (each is a distinct array, so a name answered with another's fails).
    const names = Object.keys(g.rules.hooks) as (keyof typeof g.rules.hooks)[];
    expect(names.length).toBe(12);
    for (const name of names) expect(g.hooks(name)).toBe(g.rules.hooks[name]);
    expect(new Set(names.map((n) => g.hooks(n))).size).toBe(names.length);
    expect(g.hooks('noSuchHook' as never)).toBeUndefined();
    const normal = g.rules.followerTypes.get('follower'), big = g.rules.followerTypes.get('inns/big');
    expect(normal).toBeDefined();
    expect(big).toBeDefined();
    for (const [id, want] of [['follower', normal], ['inns/big', big], ['inns/big', big], ['nope', undefined], ['follower', normal], ['nope', undefined], ['nope', undefined], ['follower', normal]] as const) {
      expect(g.followerType(id)).toBe(want);
    }
  });
});

describe('tile props shared with the game state', () => {
  it('no game writes to a tile definition\'s props (frozen here), and merged features still sum them', () => {
    // addTileNodes gives a node its tile definition's own props object; union must sum into a new one.
    const defs = BUILT_IN_MODULES.flatMap((m) => m.allTiles ?? []);
    const before = JSON.stringify(defs.map((d) => d.features.map((f) => f.props ?? null)));
    for (const d of defs) for (const f of d.features) if (f.props) Object.freeze(f.props);
    const byId = new Map(defs.map((d) => [d.id, d]));
    let merged = 0;
    for (let seed = 1; seed <= 25; seed++) {
      const players = [{ name: 'A', color: 'red' }, { name: 'B', color: 'blue' }, { name: 'C', color: 'green' }];
      const g = Game.create(BUILT_IN_MODULES, { players, expansions: ['base', 'siege', 'catapult'], options: {}, seed });
      playRandom(g, seed);
      expect(g.state.finished).toBe(true);
      const { nodes, board } = g.state;
      const sums = new Map<number, number>();
      nodes.forEach((n, i) => {
        const t = board[n.tile], printed = byId.get(t.tile)!.features[i - t.nodeBase].props?.pennants;
        if (typeof printed === 'number') sums.set(g.find(i), (sums.get(g.find(i)) ?? 0) + printed);
      });
      for (const [root, sum] of sums) {
        expect(nodes[root].props.pennants).toBe(sum);
        if (nodes.some((n, i) => i !== root && g.find(i) === root && n.kind === 'city')) merged++;
      }
    }
    expect(merged).toBeGreaterThan(100); // plenty of cities merged from several nodes
    expect(JSON.stringify(defs.map((d) => d.features.map((f) => f.props ?? null)))).toBe(before);
  });
});
