// Scoring completed features, the turn end and final scoring (digest §1.5, §1.6), through the
// public contract only (GameApi).
import type { FeatureScoreContext, FeatureView, GameApi, PhaseDef, ScoreDraft } from '../contract.js';
import type { PlacedFollower } from '../types.js';

/** Scores a feature: majority over its followers, items from its kind, then modifiers. */
export function scoreFeature(api: GameApi, root: number, completed: boolean): void {
  scoreView(api, api.feature(root), completed);
}

function scoreView(api: GameApi, view: FeatureView, completed: boolean): void {
  const kind = api.kind(view.node.kind)!;
  if (view.followers.length === 0 || !kind.score) {
    if (completed) for (const h of api.hooks('onFeatureCompleted')) h(api, view, null);
    return;
  }
  const event: ScoreDraft = {
    kind: kind.id, when: completed ? 'completed' : 'final', node: view.root,
    tiles: [...view.node.tiles], players: api.majority(view.followers), items: kind.score(api, view, completed),
  };
  api.modify<ScoreDraft, FeatureScoreContext>(kind.id, event, { feature: view, completed });
  const scored = api.award(event);
  if (!completed) return;
  for (const h of api.hooks('onFeatureCompleted')) h(api, view, scored);
  // Digest §1.5: every follower in a completed feature goes home, winners and losers alike.
  for (let i = api.state.followers.length - 1; i >= 0; i--) {
    if (api.find(api.state.followers[i].node) === view.root) api.returnFollower(i, 'scored');
  }
}

/** Roots of the features that the tile placed this turn completed, in a fixed order. */
export function completedBy(api: GameApi, tileIndex: number): number[] {
  const t = api.placed(tileIndex);
  const roots: number[] = [];
  const count = api.placedDef(tileIndex).features.length;
  for (let i = 0; i < count; i++) considerCompleted(api, t.nodeBase + i, roots);
  // A neighbour's cloister-like feature may have received its 8th neighbour. Indexed loops: these
  // lists are often the engine's shared frozen empty one, which for-of walks through the slow
  // iterator protocol.
  const near = api.surroundedNear(tileIndex);
  for (let n = 0; n < near.length; n++) {
    const nb = api.placed(near[n]), features = api.surroundedFeatures(nb.tile);
    for (let i = 0; i < features.length; i++) considerCompleted(api, nb.nodeBase + features[i], roots);
  }
  return roots;
}

function considerCompleted(api: GameApi, node: number, roots: number[]): void {
  const root = api.find(node);
  if (!roots.includes(root) && api.isComplete(root)) roots.push(root);
}

export const score: PhaseDef = {
  id: 'score',
  enter(api) {
    const t = api.state.turn;
    if (t.placed < 0) return;
    for (const root of completedBy(api, t.placed)) scoreFeature(api, root, true);
  },
  awaits: () => false,
};

export const turnEnd: PhaseDef = {
  id: 'turn-end',
  enter(api) {
    for (const h of api.hooks('onTurnEnd')) h(api);
  },
  awaits: () => false,
};

/**
 * Next player, or the same one again when a module granted an extra turn part (a builder):
 * `turn.extraTurn` is consumed here, and `turn.extraPart` tells modules the turn is such a part
 * (so a builder does not chain extra turns).
 */
export const next: PhaseDef = {
  id: 'next',
  enter(api) {
    const t = api.state.turn;
    if (t.extraTurn !== undefined) {
      t.extraPart = t.extraTurn;
      delete t.extraTurn;
    } else {
      // Deleting a field that is not there still takes V8's slow path: this runs every turn.
      if (t.extraPart !== undefined) delete t.extraPart;
      t.player = (t.player + 1) % api.playerCount();
    }
    t.number++;
  },
  awaits: () => false,
};

/** Final scoring (digest §1.6): incomplete features, then what modules add (farms). */
export function endGame(api: GameApi): void {
  const s = api.state;
  s.turn.drawn = null;
  // The followers of each feature in one pass (api.feature would walk them all for each feature);
  // scoring an incomplete feature sends nobody home, so the lists hold for the whole loop.
  const byRoot = new Map<number, PlacedFollower[]>();
  for (const f of s.followers) {
    const root = api.find(f.node), list = byRoot.get(root);
    if (list) list.push(f);
    else byRoot.set(root, [f]);
  }
  for (const root of [...byRoot.keys()].sort((a, b) => a - b)) {
    const node = s.nodes[root], kind = api.kind(node.kind)!;
    if (kind.completion === 'never' || api.isComplete(root)) continue;
    // The same view api.feature(root) gives.
    const neighbours = kind.completion === 'surrounded' ? api.neighbourCount(node.tile) : 0;
    scoreView(api, { root, node, followers: byRoot.get(root)!, neighbours, complete: false }, false);
  }
  for (const h of api.hooks('onFinalScoring')) h(api);
  s.finished = true;
  s.turn.phase = 'end';
  api.emit({ type: 'game-over', scores: [...s.scores] });
}
