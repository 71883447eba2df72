// The catapult round (digest §2.3, seeds "De kermis" / "Trh"): after the whole turn of the player
// who placed a fair tile, that player chooses a token type, then everyone shoots that type once,
// clockwise from the chooser; catch has its own rotation (thrower → left neighbour). Then all
// tokens go home and play continues with the next player in normal order.
import { ruleError, type Action, type ActionHandler, type GameApi, type GameEvent, type PhaseDef, type RuleError } from '../../core/index.js';
import { madeShot, roundChoices } from './choices.js';
import {
  applySwap, CATCH_RESULTS, knockOut, nearestFollowers, scoreCatch, scoreTarget, swapProblem, type CatchResult,
  type SwapPlan,
} from './effects.js';
import { offTable, restsOnTile, type TargetDistance } from './geometry.js';
import { CATCH_SCHEMA, CHOOSE_SCHEMA, PASS_SCHEMA, SHOT_SCHEMA, SWAP_SCHEMA, THROW_SCHEMA } from './schemas.js';
import {
  catchInputProblem, checkPlayer, isObject, parseHits, parsePoint, parseRef, refText, shotExtrasProblem, type Parsed,
} from './parse.js';
import {
  catapultSlice, currentCatcher, roundActor, TOKEN_TYPES, type Round, type SeductionTarget, type TokenType,
} from './slice.js';

export const ROUND_PHASE = 'catapult/round';

function wrongStep(what: string, r: Round): RuleError {
  const now = r.token === null ? `player index ${r.chooser} to choose a token type (catapult/choose)`
    : r.swap ? `player index ${r.swap.player} to decide the seduction swap (catapult/swap or pass)`
      : r.token === 'catch' ? `throw ${r.next + 1} of ${r.order.length} (${r.throw ? 'the catch, catapult/catch' : 'catapult/throw or catapult/catch'})`
        : `shot ${r.next + 1} of ${r.order.length} (catapult/shot)`;
  return ruleError('catapult.wrong-step', `${what} is not allowed now: the catapult round waits for ${now}`);
}

/** The round in progress; the phase only accepts actions while one exists. */
const round = (api: GameApi): Round => catapultSlice(api).round!;

/** Starts the next pending round, if any (the phase awaits while a round exists). */
export function startRound(api: GameApi): void {
  const slice = catapultSlice(api);
  const fair = slice.pending.shift();
  if (!fair) return;
  const chooser = api.state.turn.player;
  const n = api.playerCount();
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push((chooser + i) % n);
  slice.round = {
    fair, chooser, token: null, order,
    next: 0, shots: [], swap: null,
  };
  api.emit({ type: 'catapult/round-start', fair, chooser });
}

/** After each shot, swap or throw: ends the round when everyone has acted. */
function advance(api: GameApi): void {
  const slice = catapultSlice(api), r = slice.round!;
  if (r.swap || r.next < r.order.length) return;
  if (r.token === 'target') scoreTarget(api, r, api.option<TargetDistance>('catapult.targetDistance'));
  slice.round = null;
  slice.rounds++;
  // Seed: after the round all tokens go back to their owners.
  api.emit({ type: 'catapult/round-end', token: r.token, fair: r.fair });
  startRound(api);
}

// ── choose ───────────────────────────────────────────────────────────────────
const choose: ActionHandler = {
  schema: CHOOSE_SCHEMA,
  validate(api, a) {
    const r = round(api);
    if (r.token !== null) return wrongStep('catapult/choose', r);
    const e = checkPlayer(a, r.chooser, 'the choice of token type');
    if (e) return e;
    if (!TOKEN_TYPES.includes(a.token as TokenType)) {
      return ruleError('catapult.bad-token', `catapult/choose: "token" must be one of ${TOKEN_TYPES.join(', ')}, not ${JSON.stringify(a.token)}`);
    }
    return null;
  },
  apply(api, a) {
    const r = round(api);
    r.token = a.token as TokenType;
    api.emit({ type: 'catapult/chosen', player: r.chooser, token: r.token });
  },
};

// ── shot ─────────────────────────────────────────────────────────────────────
interface ShotData { rest: { x: number; y: number }; hits: { x: number; y: number; at: string }[] }

function parseShot(api: GameApi, a: Action): Parsed<ShotData> {
  const r = round(api);
  if (r.token === null || r.token === 'catch' || r.swap || r.next >= r.order.length) {
    return { ok: false, error: wrongStep('catapult/shot', r) };
  }
  const shooter = r.order[r.next];
  const e = checkPlayer(a, shooter, `shot ${r.next + 1} of ${r.order.length}`);
  if (e) return { ok: false, error: e };
  const where = () => `catapult/shot ${r.next + 1} of ${r.order.length} (player index ${shooter})`;
  const rest = parsePoint(a.rest, 'rest', where);
  if (!rest.ok) return rest;
  const hits = parseHits(api, a.hits, where);
  if (!hits.ok) return hits;
  const extra = shotExtrasProblem(a, where);
  if (extra) return { ok: false, error: extra };
  return { ok: true, value: { rest: rest.value, hits: hits.value } };
}

/**
 * The shot validate() parsed last, for the apply() that follows it: core checks an action right
 * before applying it, and parsing reads every hit's follower. Kept by the action object, the game
 * and the action count, so a shot validated on another game, in another state or as another
 * object is parsed again.
 */
let lastShot: { action: Action; api: GameApi; count: number; value: ShotData } | null = null;

function shotData(api: GameApi, a: Action): ShotData {
  // One the choices made is its own parse: core applies it only once validate() passed or as
  // listed for this very state (then validate() did not run at all).
  if (madeShot(a)) return a as unknown as ShotData;
  const kept = lastShot;
  if (kept && kept.action === a && kept.api === api && kept.count === api.state.actionCount) return kept.value;
  return (parseShot(api, a) as { ok: true; value: ShotData }).value;
}

const shot: ActionHandler = {
  schema: SHOT_SCHEMA,
  // A physical result: an undo barrier (docs/architecture.md).
  undoable: false,
  validate(api, a) {
    const p = parseShot(api, a);
    lastShot = p.ok ? { action: a, api, count: api.state.actionCount, value: p.value } : null;
    return p.ok ? null : p.error;
  },
  apply(api, a) {
    const { rest, hits } = shotData(api, a);
    lastShot = null;
    const r = round(api), player = r.order[r.next];
    // On-tile and off-table follow from the rest position (digest §2.6); flags a simulation
    // adds to the record are kept there but not trusted, so a record cannot contradict itself.
    const onTile = restsOnTile(api, rest), off = offTable(api, rest);
    const token = { player, x: rest.x, y: rest.y, onTile, offTable: off, onTable: !off };
    r.shots.push(token);
    r.next++;
    // Seed (Verliefd): no effect unless the token lies on at least one tile; then it goes home at once.
    const seduction = r.token === 'seduction';
    const candidates = seduction && onTile ? nearestFollowers(api, rest, player, api.option<SeductionTarget>('catapult.seductionTarget')) : null;
    // The fair tile goes with the shot, so a turn log can tell target practice's distance from it;
    // a seduction on the tiles says whether anyone was there to seduce (else no swap or pass follows).
    const shotEvent: GameEvent = { type: 'catapult/shot', player, token: r.token, rest, onTile, offTable: off, hits, fair: r.fair };
    if (candidates) shotEvent.nobody = candidates.length === 0;
    api.emit(shotEvent);
    if (r.token === 'knockout') {
      knockOut(api, hits);
    } else if (seduction) {
      if (!onTile) token.onTable = false;
      else if (candidates && candidates.length > 0) r.swap = { player, candidates };
    }
    advance(api);
  },
};

// ── swap / pass ──────────────────────────────────────────────────────────────
function parseSwap(api: GameApi, a: Action): Parsed<SwapPlan> {
  const r = round(api);
  if (!r.swap) return { ok: false, error: wrongStep('catapult/swap', r) };
  const e = checkPlayer(a, r.swap.player, 'the seduction swap');
  if (e) return { ok: false, error: e };
  const where = `catapult/swap by player index ${r.swap.player}`;
  let target = r.swap.candidates[0];
  if (a.target !== undefined) {
    const t = parseRef(a.target, 'target', where);
    if (!t.ok) return t;
    target = t.value;
  } else if (r.swap.candidates.length > 1) {
    return {
      ok: false,
      error: ruleError('catapult.swap-tie', `${where}: ${r.swap.candidates.length} followers are equally near (${r.swap.candidates.map(refText).join(', ')}); name one as "target"`),
    };
  }
  let from: SwapPlan['from'];
  let type: string | undefined;
  if (a.follower !== undefined) {
    if (a.from !== 'supply' || typeof a.follower !== 'string') {
      return { ok: false, error: ruleError('catapult.malformed', `${where}: "follower" names the type taken from the supply, with "from": "supply"; got ${JSON.stringify(a.follower)}`) };
    }
    type = a.follower;
  }
  if (a.from === 'supply') {
    from = 'supply';
  } else {
    const f = parseRef(a.from, 'from', where);
    // A follower named wrongly is told what is wrong with it; anything else what "from" may be.
    if (!f.ok && isObject(a.from)) return f;
    if (!f.ok) {
      return { ok: false, error: ruleError('catapult.malformed', `${where}: "from" must be "supply" or {"x", "y", "at"} of one of your followers, got ${JSON.stringify(a.from) ?? 'nothing'}`) };
    }
    from = f.value;
  }
  const plan: SwapPlan = type === undefined ? { target, from } : { target, from, type };
  const problem = swapProblem(api, r.swap, plan);
  return problem ? { ok: false, error: problem } : { ok: true, value: plan };
}

const swap: ActionHandler = {
  schema: SWAP_SCHEMA,
  validate(api, a) {
    const p = parseSwap(api, a);
    return p.ok ? null : p.error;
  },
  apply(api, a) {
    const plan = (parseSwap(api, a) as { ok: true; value: SwapPlan }).value;
    const r = round(api);
    applySwap(api, r.swap!.player, plan);
    r.swap = null;
    advance(api);
  },
};

const pass: ActionHandler = {
  schema: PASS_SCHEMA,
  validate(api, a) {
    const r = round(api);
    if (!r.swap) return wrongStep('pass', r);
    return checkPlayer(a, r.swap.player, 'the seduction swap');
  },
  apply(api) {
    const r = round(api);
    api.emit({ type: 'catapult/swap-declined', player: r.swap!.player });
    r.swap = null;
    advance(api);
  },
};

// ── catch ────────────────────────────────────────────────────────────────────
// A throw may be recorded in two steps — the thrower lets go (catapult/throw: the power and the
// seed of the flight), then the catcher's verdict (catapult/catch) — so a reload in between
// resumes the same throw with the catcher; or in one (catapult/catch alone), as bots and older
// records do.
const letGo: ActionHandler = {
  // The thrower has let go; the flight is fixed by the power and the seed: an undo barrier.
  undoable: false,
  schema: THROW_SCHEMA,
  validate(api, a) {
    const r = round(api);
    if (r.token !== 'catch' || r.next >= r.order.length || r.throw) return wrongStep('catapult/throw', r);
    const e = checkPlayer(a, r.order[r.next], `throw ${r.next + 1} of ${r.order.length}`);
    if (e) return e;
    const where = `catapult/throw ${r.next + 1} of ${r.order.length}`;
    if (typeof a.power !== 'number' || !(a.power >= 0 && a.power <= 1)) {
      return ruleError('catapult.malformed', `${where}: "power" must be a number from 0 to 1, not ${JSON.stringify(a.power) ?? 'nothing'}`);
    }
    if (!Number.isInteger(a.seed) || (a.seed as number) < 0 || (a.seed as number) > 0xffffffff) {
      return ruleError('catapult.malformed', `${where}: "seed" must be a whole number from 0 to 4294967295, not ${JSON.stringify(a.seed) ?? 'nothing'}`);
    }
    return null;
  },
  apply(api, a) {
    round(api).throw = { power: a.power as number, seed: a.seed as number };
  },
};

const catchThrow: ActionHandler = {
  // What happened in the air comes from the physical world: an undo barrier.
  undoable: false,
  schema: CATCH_SCHEMA,
  validate(api, a) {
    const slice = catapultSlice(api), r = slice.round!;
    if (r.token !== 'catch' || r.next >= r.order.length) return wrongStep('catapult/catch', r);
    // After a recorded throw the catcher gives the verdict; in one step, the thrower.
    const e = checkPlayer(a, r.throw ? currentCatcher(slice)! : r.order[r.next], `throw ${r.next + 1} of ${r.order.length}`);
    if (e) return e;
    if (!CATCH_RESULTS.includes(a.result as CatchResult)) {
      return ruleError('catapult.malformed', `catapult/catch ${r.next + 1} of ${r.order.length}: "result" must be one of ${CATCH_RESULTS.join(', ')}, not ${JSON.stringify(a.result) ?? 'nothing'}`);
    }
    // The throw and the tap the app keeps with the verdict (not read by the rules).
    return a.input === undefined ? null : catchInputProblem(a.input, `catapult/catch ${r.next + 1} of ${r.order.length}`);
  },
  apply(api, a) {
    const slice = catapultSlice(api), r = slice.round!;
    const thrower = r.order[r.next], catcher = currentCatcher(slice)!;
    api.emit({ type: 'catapult/throw', thrower, catcher, result: a.result });
    scoreCatch(api, a.result as CatchResult, thrower, catcher);
    // Gone with the verdict (deleted, not nulled: a game without recorded throws keeps its state as
    // before); only when there (deleting an absent property is V8's slow path, every bot catch).
    if ('throw' in r) delete r.throw;
    r.next++;
    advance(api);
  },
};

/**
 * Placed before 'next': after the whole turn, after end-of-turn actions such as the siege escape
 * (slotted after 'turn-end'), and before final scoring, which the next draw starts when the fair
 * was the last tile (digest §2.3 proposals).
 */
export const roundPhase: PhaseDef = {
  id: ROUND_PHASE,
  before: 'next',
  enter(api) {
    if (!catapultSlice(api).round) startRound(api);
  },
  awaits: (api) => catapultSlice(api).round !== null,
  actor: (api) => roundActor(catapultSlice(api)) ?? api.state.turn.player,
  actions: {
    'catapult/choose': choose,
    'catapult/shot': shot,
    'catapult/swap': swap,
    pass,
    'catapult/throw': letGo,
    'catapult/catch': catchThrow,
  },
  choices: roundChoices,
};
