// A new game's state (docs/architecture.md): players, the deck (fixed or shuffled by the seed), supplies,
// scores, module slices. The start tile and the first draw are the Game's job.
import { SetupError } from './errors.js';
import { cloneJson } from './json.js';
import type { Ruleset } from './registry.js';
import { seedRng, shuffleInPlace } from './rng.js';
import type { GameSetup, GameState } from './types.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export function initialState(rules: Ruleset, setup: GameSetup): GameState {
  const n = setup.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    throw new SetupError('bad-players', `a game needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}`);
  }
  const rng = seedRng(setup.seed);
  let deck: string[];
  if (setup.deck) {
    // A fixed draw order (a scenario or a bug report): the tiles after the start tile.
    setup.deck.forEach((id, i) => {
      if (!rules.tiles.has(id)) throw new SetupError('unknown-tile', `deck[${i}]: unknown tile id "${id}"`);
    });
    deck = [...setup.deck];
  } else {
    deck = [];
    for (const t of rules.bag) for (let c = 0; c < t.count; c++) deck.push(t.id);
    const start = deck.indexOf(rules.startTile.id);
    if (start >= 0) deck.splice(start, 1);
    shuffleInPlace(rng, deck);
    // Modules order or split the deck (River tiles first; tiles set aside in a slice until an event).
    const ctx = {
      options: rules.options,
      tile: (id: string) => {
        const def = rules.tiles.get(id);
        if (!def) throw new SetupError('unknown-tile', `a module's deck names unknown tile "${id}"`);
        return def;
      },
      shuffle: <T>(list: T[]) => shuffleInPlace(rng, list),
    };
    for (const m of rules.modules) {
      if (!m.buildDeck) continue;
      deck = m.buildDeck(deck, ctx);
      const unknown = deck.find((id) => !rules.tiles.has(id));
      if (unknown !== undefined) throw new SetupError('unknown-tile', `the deck built by "${m.id}" names unknown tile "${unknown}"`);
    }
  }
  const state: GameState = {
    // The caller's set-up is plain JSON by contract: copied field by field (a JSON round trip was a
    // fortieth of a whole random game).
    setup: cloneJson(setup),
    rng,
    deck,
    board: [],
    nodes: [],
    followers: [],
    supply: setup.players.map(() => Object.fromEntries([...rules.followerTypes.values()].map((f) => [f.id, f.perPlayer]))),
    scores: setup.players.map(() => 0),
    scoring: [],
    turn: {
      player: 0, phase: rules.pipeline[0].id, drawn: null, placed: -1, deployed: false,
      deployDecided: false, discarded: [], number: 0, undoFloor: 0,
    },
    finished: false,
    actionCount: 0,
    ext: {},
  };
  for (const m of rules.modules) {
    if (m.slice) state.ext[m.id] = m.slice.initial(setup, rules.options);
  }
  return state;
}
