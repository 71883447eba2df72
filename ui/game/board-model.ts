// What the board shows of a Session: the drawn tile's legal squares and the tile being placed, the
// follower spots (a chosen one alone), the farm overlay, and one highlight — a turn handoff's
// score wins over a phase panel's outline — and what changed since the player's last turn. Type-only imports: no Pixi in node tests.
import type { BoardModel } from '../board/index.js';
import type { Session } from './session.js';

export function boardModelOf(session: Session): BoardModel {
  // A panel presenting an action's result shows the board as it was before it (its pieces move there).
  const shown = session.presenting;
  if (shown) return { game: shown.before, placement: null, followerSpots: null, farmOverlay: session.farmOverlay, highlight: null, changes: null };
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
  const c = session.changes;
  const changes = c && (c.tiles.length || c.followers.length) ? {
    tiles: c.tiles,
    followers: c.followers.flatMap(({ follower, player }) => {
      const f = s.followers[follower];
      return f ? [{ ...session.game.followerPosition(f), player }] : [];
    }),
  } : null;
  return { game: session.game, placement, followerSpots, farmOverlay: session.farmOverlay, highlight, changes };
}
