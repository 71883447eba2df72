// Draw and place (digest §1.2, §1.3), through the public contract only (GameApi), exactly as a
// module's phase would be written.
import type { ActionHandler, GameApi, PhaseDef } from '../contract.js';
import { ruleError } from '../errors.js';
import { edgeOnSide, MAX_COORD, SIDE_OFFSET } from '../geometry.js';
import type { Rotation } from '../types.js';
import { SIDES } from '../types.js';
import { endGame } from './score.js';

export const draw: PhaseDef = {
  id: 'draw',
  enter(api) {
    const s = api.state, t = s.turn;
    t.drawn = null; t.placed = -1; t.deployed = false; t.deployDecided = false; t.discarded = [];
    t.undoFloor = s.actionCount;
    const beforeDraw = api.hooks('beforeDraw');
    for (;;) {
      for (const h of beforeDraw) h(api);
      if (s.deck.length === 0) break;
      const id = s.deck.shift()!;
      // Digest §1.3: a tile that fits nowhere leaves the game; the same player draws again.
      if (api.canPlaceAnywhere(id)) {
        t.drawn = id;
        api.emit({ type: 'drawn', tile: id, player: t.player });
        for (const h of api.hooks('onTileDrawn')) h(api, id);
        return;
      }
      t.discarded.push(id);
      api.emit({ type: 'discarded', tile: id, player: t.player });
    }
    endGame(api);
  },
  awaits: () => false,
};

function edgeMatches(api: GameApi, id: string, x: number, y: number, r: Rotation, side: (typeof SIDES)[number]): boolean {
  const ni = api.placedAt(x + SIDE_OFFSET[side][0], y + SIDE_OFFSET[side][1])!;
  const nb = api.placed(ni);
  const opposite = SIDES[(SIDES.indexOf(side) + 2) % 4];
  return edgeOnSide(api.tileDef(id), r, side) === edgeOnSide(api.tileDef(nb.tile), nb.rotation, opposite);
}

const placeAction: ActionHandler = {
  schema: {
    fields: {
      // Well inside what the board index can key (±16383); its frontier keeps to the same bound.
      x: { type: 'integer', min: -MAX_COORD, max: MAX_COORD },
      y: { type: 'integer', min: -MAX_COORD, max: MAX_COORD },
      rotation: { type: 'integer', min: 0, max: 270 },
    },
  },
  validate(api, a) {
    const id = api.state.turn.drawn!;
    const { x: px, y: py, rotation } = a as unknown as { x: number; y: number; rotation: number };
    if (rotation !== 0 && rotation !== 90 && rotation !== 180 && rotation !== 270) {
      return ruleError('place.malformed', `rotation must be 0, 90, 180 or 270, not ${JSON.stringify(rotation)}`);
    }
    const r = rotation as Rotation;
    if (api.placedAt(px, py) !== undefined) return ruleError('place.occupied', `(${px}, ${py}) already holds a tile`);
    // The usual case first: a legal placement (a cell off the frontier has no rotations at all).
    if (api.rotationsAt(id, px, py).includes(r)) return null;
    const neighbours = SIDES.filter((s) => api.placedAt(px + SIDE_OFFSET[s][0], py + SIDE_OFFSET[s][1]) !== undefined);
    if (neighbours.length === 0) {
      return ruleError('place.not-adjacent', `(${px}, ${py}) shares no edge with a placed tile`);
    }
    const bad = neighbours.find((s) => !edgeMatches(api, id, px, py, r, s));
    if (bad) {
      return ruleError('place.edge-mismatch',
        `${id} at (${px}, ${py}) rotated ${r}: its ${bad} edge does not match the neighbouring tile`);
    }
    // The edges fit: a module's placement filter said no. Let it say why.
    return api.placementFilterProblem(id, px, py, r)
      ?? ruleError('place.filtered', `${id} may not go at (${px}, ${py}) rotated ${r} under this game's placement rules`);
  },
  apply(api, a) {
    const t = api.state.turn;
    const { x, y, rotation } = a as unknown as { x: number; y: number; rotation: Rotation };
    t.placed = api.putTile(t.drawn!, x, y, rotation);
    api.emit({ type: 'placed', tile: t.drawn, x, y, rotation, player: t.player, index: t.placed });
    for (const h of api.hooks('onTilePlaced')) h(api, t.placed);
  },
};

export const place: PhaseDef = {
  id: 'place',
  awaits: (api) => api.state.turn.placed < 0,
  actions: { place: placeAction },
  choices: (api) => api.legalPlaceActions(api.state.turn.drawn!),
};
