// What the board shows of a Session: the drawn tile's legal squares and the tile being placed, the
// follower spots (a chosen one alone), the farm overlay, and one highlight — a turn handoff's
// score wins over a phase panel's outline. Type-only imports: no Pixi in node tests.
import type { BoardModel } from '../board/index.js';
import type { Session } from './session.js';

export function boardModelOf(session: Session): BoardModel {
  const s = session.game.state;
  const placement = session.placing
    ? { tile: s.turn.drawn!, spots: session.placementSpots(), pending: session.pending }
    : null;
  let followerSpots: BoardModel['followerSpots'] = null;
  if (session.deploying) {
    const spots = session.followerSpots(), chosen = session.pendingSpot;
    // A chosen spot is shown alone until it is confirmed or cancelled.
    const shown = chosen ? spots.filter((sp) => sp.at === chosen) : spots;
    followerSpots = shown.map(({ at, x, y }) => ({ at, x, y }));
  }
  const highlight = session.scoreHighlight() ?? session.focus;
  return { game: session.game, placement, followerSpots, farmOverlay: session.farmOverlay, highlight };
}
