// The turn skeleton every game shares (digest §1.2): draw → place → deploy → score → turn end →
// next player. Modules slot their own phases in between (docs/architecture.md) and bring the content:
// tiles, feature kinds and their scoring.
import type { ActionHandler, GameApi, PhaseDef } from './contract.js';
import { ruleError } from './errors.js';
import type { Game } from './game.js';
import { SIDE_OFFSET } from './geometry.js';
import type { Action, PlacedFollower, Rotation, RuleError } from './types.js';
import { SIDES } from './types.js';

/** 8 meeples per colour, one of them on the score track (digest §1.1). */
export const FOLLOWERS_PER_PLAYER = 7;

const asGame = (api: GameApi) => api as Game;

// ── draw ─────────────────────────────────────────────────────────────────────
const draw: PhaseDef = {
  id: 'draw',
  enter(api) {
    const g = asGame(api), t = g.state.turn;
    t.drawn = null; t.placed = -1; t.deployed = false; t.deployDecided = false; t.discarded = [];
    t.undoFloor = g.state.actionCount;
    while (g.state.deck.length > 0) {
      const id = g.state.deck.shift()!;
      // Digest §1.3: a tile that fits nowhere leaves the game; the same player draws again.
      if (g.canPlaceAnywhere(id)) {
        t.drawn = id;
        g.emit({ type: 'drawn', tile: id, player: t.player });
        return;
      }
      t.discarded.push(id);
      g.emit({ type: 'discarded', tile: id, player: t.player });
    }
    endGame(g);
  },
  awaits: () => false,
};

// ── place ────────────────────────────────────────────────────────────────────
const placeAction: ActionHandler = {
  validate(api, a) {
    const g = asGame(api), id = g.state.turn.drawn!;
    const { x, y, rotation } = a;
    if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x as number) > 10_000 || Math.abs(y as number) > 10_000) {
      return ruleError('place.malformed', 'place needs integer "x" and "y" (|x|, |y| ≤ 10000)');
    }
    if (rotation !== 0 && rotation !== 90 && rotation !== 180 && rotation !== 270) {
      return ruleError('place.malformed', `rotation must be 0, 90, 180 or 270, not ${JSON.stringify(rotation)}`);
    }
    const px = x as number, py = y as number, r = rotation as Rotation;
    if (g.placedAt(px, py) !== undefined) return ruleError('place.occupied', `(${px}, ${py}) already holds a tile`);
    const neighbours = SIDES.filter((s) => g.placedAt(px + SIDE_OFFSET[s][0], py + SIDE_OFFSET[s][1]) !== undefined);
    if (neighbours.length === 0) {
      return ruleError('place.not-adjacent', `(${px}, ${py}) shares no edge with a placed tile`);
    }
    if (!g.rotationsAt(id, px, py).includes(r)) {
      const def = g.tileDef(id);
      const bad = neighbours.find((s) => !edgeMatches(g, id, px, py, r, s))!;
      return ruleError('place.edge-mismatch',
        `${def.id} at (${px}, ${py}) rotated ${r}: its ${bad} edge does not match the neighbouring tile`);
    }
    return null;
  },
  apply(api, a) {
    const g = asGame(api), t = g.state.turn;
    const { x, y, rotation } = a as unknown as { x: number; y: number; rotation: Rotation };
    t.placed = g.putTile(t.drawn!, x, y, rotation);
    g.emit({ type: 'placed', tile: t.drawn, x, y, rotation, player: t.player, index: t.placed });
    for (const h of g.rules.hooks.onTilePlaced) h(g, t.placed);
  },
};

function edgeMatches(g: Game, id: string, x: number, y: number, r: Rotation, side: (typeof SIDES)[number]): boolean {
  const s = SIDES.indexOf(side);
  const ni = g.placedAt(x + SIDE_OFFSET[side][0], y + SIDE_OFFSET[side][1])!;
  const nb = g.placed(ni);
  return g.compiled(id).edges[r / 90][s] === g.compiled(nb.tile).edges[nb.rotation / 90][(s + 2) % 4];
}

const place: PhaseDef = {
  id: 'place',
  awaits: (api) => asGame(api).state.turn.placed < 0,
  actions: { place: placeAction },
  choices(api) {
    const g = asGame(api);
    return g.legalPlacements(g.state.turn.drawn!).map((p) => ({ type: 'place', ...p }));
  },
};

// ── deploy ───────────────────────────────────────────────────────────────────
/** Why `player` may not put a follower of `type` at `at` on the tile placed this turn, or null. */
export function deployProblem(g: Game, at: unknown, type = 'follower'): RuleError | null {
  const s = g.state, t = s.turn;
  if (typeof at !== 'string') return ruleError('deploy.malformed', 'deploy needs "at": a segment such as "NC", or "cloister"');
  const node = g.nodeAt(t.placed, at);
  if (node === undefined) {
    return ruleError('deploy.no-feature', `the tile just placed has no feature at "${at}"`);
  }
  const kind = g.kind(s.nodes[node].kind)!;
  if (!kind.claimable) return ruleError('deploy.not-claimable', `followers cannot stand on a ${kind.id}`);
  if (type === 'follower' && s.supply[t.player] <= 0) {
    return ruleError('deploy.no-follower', 'no follower left in supply');
  }
  // Digest §1.4: the feature, after the new tile joined it, must hold no follower at all.
  const root = g.find(node);
  if (s.followers.some((f) => g.find(f.node) === root)) {
    return ruleError('deploy.occupied', `the ${kind.id} at "${at}" already holds a follower`);
  }
  for (const h of g.rules.hooks.canDeploy) {
    const e = h(g, { player: t.player, type, tile: t.placed, node, at });
    if (e) return e;
  }
  return null;
}

/**
 * Every spot on the tile just placed where the active player may deploy a follower now.
 * The same checks as deployProblem, done once for the whole tile (it runs every turn).
 */
export function deploySpots(g: Game): string[] {
  const s = g.state, t = s.turn;
  if (t.placed < 0 || s.supply[t.player] <= 0) return [];
  const placed = g.placed(t.placed);
  const ct = g.compiled(placed.tile);
  const names = ct.spotNames[placed.rotation / 90];
  const occupied = new Set<number>();
  for (const f of s.followers) occupied.add(g.find(f.node));
  const spots: string[] = [];
  const hooks = g.rules.hooks.canDeploy;
  ct.def.features.forEach((f, fi) => {
    if (!g.kind(f.kind)!.claimable) return;
    const node = placed.nodeBase + fi;
    if (occupied.has(g.find(node))) return;
    const at = names[fi];
    for (const h of hooks) if (h(g, { player: t.player, type: 'follower', tile: t.placed, node, at })) return;
    spots.push(at);
  });
  return spots;
}

const deploy: PhaseDef = {
  id: 'deploy',
  awaits(api) {
    const g = asGame(api), t = g.state.turn;
    return !t.deployDecided && t.placed >= 0 && g.cachedSpots(() => deploySpots(g)).length > 0;
  },
  actions: {
    deploy: {
      validate: (api, a) => deployProblem(asGame(api), (a as Action).at),
      apply(api, a) {
        const g = asGame(api), t = g.state.turn, at = (a as Action).at as string;
        const f: PlacedFollower = { player: t.player, type: 'follower', tile: t.placed, node: g.nodeAt(t.placed, at)!, at };
        g.addFollower(f);
        t.deployed = true;
        t.deployDecided = true;
        g.emit({ type: 'deployed', follower: f });
        for (const h of g.rules.hooks.onFollowerDeployed) h(g, f);
      },
    },
    pass: {
      validate: () => null,
      apply(api) {
        asGame(api).state.turn.deployDecided = true;
      },
    },
  },
  choices: (api) => {
    const g = asGame(api);
    return [...g.cachedSpots(() => deploySpots(g)).map((at) => ({ type: 'deploy', at })), { type: 'pass' }];
  },
};

// ── score ────────────────────────────────────────────────────────────────────
/** Scores a feature: majority over its followers, items from its kind, then modifiers. */
export function scoreFeature(g: Game, root: number, completed: boolean): void {
  const view = g.feature(root);
  const kind = g.kind(view.node.kind)!;
  if (view.followers.length === 0 || !kind.score) {
    if (completed) for (const h of g.rules.hooks.onFeatureCompleted) h(g, view, null);
    return;
  }
  const event = {
    kind: kind.id, when: completed ? 'completed' as const : 'final' as const, node: view.root,
    tiles: [...view.node.tiles], players: g.majority(view.followers), items: kind.score(g, view, completed),
  };
  g.modify(kind.id, event, { feature: view, completed });
  const scored = g.award(event);
  if (!completed) return;
  for (const h of g.rules.hooks.onFeatureCompleted) h(g, view, scored);
  // Digest §1.5: every follower in a completed feature goes home, winners and losers alike.
  for (let i = g.state.followers.length - 1; i >= 0; i--) {
    if (g.find(g.state.followers[i].node) === view.root) g.returnFollower(i, 'scored');
  }
}

/** Roots of the features that the tile placed this turn completed, in a fixed order. */
export function completedBy(g: Game, tileIndex: number): number[] {
  const t = g.placed(tileIndex);
  const roots: number[] = [];
  const consider = (node: number) => {
    const root = g.find(node);
    if (!roots.includes(root) && g.isComplete(root)) roots.push(root);
  };
  const count = g.tileDef(t.tile).features.length;
  for (let i = 0; i < count; i++) consider(t.nodeBase + i);
  // A neighbour's cloister-like feature may have received its 8th neighbour.
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const ni = (dx || dy) ? g.placedAt(t.x + dx, t.y + dy) : undefined;
      if (ni === undefined) continue;
      const nb = g.placed(ni);
      for (const i of g.surroundedFeatures(nb.tile)) consider(nb.nodeBase + i);
    }
  }
  return roots;
}

const score: PhaseDef = {
  id: 'score',
  enter(api) {
    const g = asGame(api), t = g.state.turn;
    if (t.placed < 0) return;
    for (const root of completedBy(g, t.placed)) scoreFeature(g, root, true);
  },
  awaits: () => false,
};

// ── turn end and next player ─────────────────────────────────────────────────
const turnEnd: PhaseDef = {
  id: 'turn-end',
  enter(api) {
    for (const h of asGame(api).rules.hooks.onTurnEnd) h(api);
  },
  awaits: () => false,
};

const next: PhaseDef = {
  id: 'next',
  enter(api) {
    const g = asGame(api), t = g.state.turn;
    t.player = (t.player + 1) % g.playerCount();
    t.number++;
  },
  awaits: () => false,
};

/** Final scoring (digest §1.6): incomplete features, then what modules add (farms). */
export function endGame(g: Game): void {
  const s = g.state;
  s.turn.drawn = null;
  const roots = new Set<number>();
  for (const f of s.followers) roots.add(g.find(f.node));
  for (const root of [...roots].sort((a, b) => a - b)) {
    const view = g.feature(root);
    const kind = g.kind(view.node.kind)!;
    if (kind.completion !== 'never' && !view.complete) scoreFeature(g, root, false);
  }
  for (const h of g.rules.hooks.onFinalScoring) h(g);
  s.finished = true;
  s.turn.phase = 'end';
  g.emit({ type: 'game-over', scores: [...s.scores] });
}

export const CORE_PHASES: readonly PhaseDef[] = [draw, place, deploy, score, turnEnd, next];
