// The Catapult (1st edition, HiG 2008) as a module (docs/architecture.md, digest §2): fair tiles, the
// catapult round after the turn of whoever placed one, the four tokens, and the house rule.
// Pure rules: shot outcomes arrive as data (the physics in ./physics/ produces them).
import type { ExpansionModule } from '../../core/index.js';
import { fairKind } from './fair.js';
import { hasFair, houseRuleBonus } from './house-rule.js';
import { roundPhase } from './round.js';
import { catapultSlice, initialSlice, type CatapultSlice } from './slice.js';
import { CATAPULT_TILES } from './tiles.js';

export { CATAPULT_TILES } from './tiles.js';
export { fair, fairKind } from './fair.js';
export {
  TOKEN_RADIUS, TABLE_MARGIN, EPSILON, isFieldFollower, SWAP_IN_TYPE, followerId, parseFollowerId, followerRef,
  findFollower, restsOnTile, offTable, distanceToFair, type FollowerRef, type Point, type TargetDistance,
} from './geometry.js';
export {
  TOKEN_TYPES, roundActor, currentCatcher, tokensHeld, tokensOnTable, catapultSlice,
  type TokenType, type CatapultSlice, type CatapultMode, type SeductionTarget, type Round, type ShotToken,
  type PendingSwap,
} from './slice.js';
export { CATCH_RESULTS, CATAPULT_POINTS, catchWinner, nearestFollowers, type CatchResult } from './effects.js';
export { physicsInput, shotAction, type PhysicsInput, type OutcomeLike } from './physics-input.js';
export { ROUND_PHASE } from './round.js';

export const catapult: ExpansionModule<CatapultSlice> = {
  id: 'catapult',
  version: 1,
  requires: ['base'],
  options: {
    mode: {
      type: 'enum', values: ['physics', 'house-rule', 'off'], default: 'physics',
      description: 'A catapult round with simulated shots after each fair tile; or the house rule (5 points for a normal follower put on the fair tile just placed, no round); or off (fair tiles only end roads and split fields).',
    },
    seductionTarget: {
      type: 'enum', values: ['any', 'opponent'], default: 'any',
      description: 'Seduction exchanges the follower nearest the token whoever owns it (Hans im Glück), or the nearest opponent\'s follower (Rio Grande wording).',
    },
    targetDistance: {
      type: 'enum', values: ['edge', 'center'], default: 'edge',
      description: 'Target practice measures the gap from the token to the fair tile\'s square, so every token on the tile ties (default), or the distance between the centres.',
    },
  },
  tiles: () => CATAPULT_TILES,
  allTiles: CATAPULT_TILES,
  featureKinds: [fairKind],
  // Older than namespaces: saved snapshots, the fair's painter and its texts name the kind as it is.
  plainNames: [fairKind.id],
  slice: { initial: () => initialSlice() },
  phases: [roundPhase],
  hooks: {
    // Seed: the round follows the turn of the player who placed the fair tile. Several fairs in one
    // turn (a builder's double turn) queue one round each, in placement order (digest §2.3).
    onTilePlaced(api, tileIndex) {
      if (api.option('catapult.mode') !== 'physics' || !hasFair(api, tileIndex)) return;
      const t = api.placed(tileIndex);
      catapultSlice(api).pending.push({ x: t.x, y: t.y });
    },
    onFollowerDeployed: houseRuleBonus,
  },
};
