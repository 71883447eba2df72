// What the person acting has chosen on the board but not confirmed yet: the drawn tile's square
// and rotation, then a follower spot (and, where several follower types fit, which one). Taps
// change the choice; confirming turns it into an action for Session.apply(). Every rule is the
// engine's: the squares, rotations and spots offered are its legal moves. This is the base of
// Session (session.ts), which says who may choose now and applies what is confirmed.
import type { Action, ApplyResult, Game, Rotation, RuleError } from '../../core/index.js';
import { followerSpotsOf, placementSpotsOf, type FollowerSpot, type PlacementSpot } from './spots.js';

export abstract class BoardChoices {
  pending: { x: number; y: number; rotation: Rotation } | null = null;
  pendingSpot: string | null = null;
  private spotsCache: { key: string; spots: PlacementSpot[] } | null = null;

  abstract game: Game;
  /** The last refused action's error: a new choice clears it. */
  abstract error: RuleError | null;
  /** A person may choose a square for the drawn tile now. */
  abstract get placing(): boolean;
  /** A person may choose a follower spot now. */
  abstract get deploying(): boolean;
  abstract apply(action: Action): ApplyResult;
  protected abstract notify(): void;

  /** The listed placements may be out of date (an undo gave the game back an earlier state). */
  protected forgetSpots(): void {
    this.spotsCache = null;
  }

  // ── Placing the tile ───────────────────────────────────────────────────────
  /** Legal placements of the drawn tile, one entry per square. */
  placementSpots(): PlacementSpot[] {
    const tile = this.game.state.turn.drawn;
    if (!this.placing || !tile) return [];
    const key = `${this.game.state.actionCount}:${tile}`;
    if (this.spotsCache?.key === key && this.spotsCache.spots) return this.spotsCache.spots;
    const spots = placementSpotsOf(this.game, tile);
    this.spotsCache = { key, spots };
    return spots;
  }

  /** A tap on a square: choose it, or turn the tile if it is already chosen. True if it did something. */
  tapCell(x: number, y: number): boolean {
    if (!this.placing) return false;
    const tile = this.game.state.turn.drawn!;
    const rotations = this.game.rotationsAt(tile, x, y);
    if (rotations.length === 0) return false;
    if (this.pending && this.pending.x === x && this.pending.y === y) return this.rotate();
    // Keep the orientation the player already turned to, when it fits here too.
    const keep = this.pending && rotations.includes(this.pending.rotation) ? this.pending.rotation : rotations[0];
    this.pending = { x, y, rotation: keep };
    this.error = null;
    this.notify();
    return true;
  }

  /** Turns the chosen tile to its next legal rotation (clockwise). */
  rotate(): boolean {
    if (!this.placing || !this.pending) return false;
    const { x, y, rotation } = this.pending;
    const rotations = this.game.rotationsAt(this.game.state.turn.drawn!, x, y);
    if (rotations.length === 0) return false;
    const next = rotations.find((r) => r > rotation) ?? rotations[0];
    this.pending = { x, y, rotation: next };
    this.notify();
    return true;
  }

  clearPending(): void {
    this.pending = null;
    this.pendingSpot = null;
    this.notify();
  }

  confirmPlacement(): ApplyResult | null {
    if (!this.pending) return null;
    return this.apply({ type: 'place', ...this.pending });
  }

  // ── Deploying a follower ───────────────────────────────────────────────────
  followerSpots(): FollowerSpot[] {
    return this.deploying ? followerSpotsOf(this.game) : [];
  }

  /**
   * A tap on a follower spot: choose it; a second tap on the same spot deploys — when only one
   * follower type may go there. Where the player may put several types, choosing the spot opens
   * the type picker (pickingType) and the choice of a type deploys.
   */
  tapSpot(at: string): ApplyResult | null {
    if (!this.deploying) return null;
    if (this.pendingSpot === at) return this.pickingType ? null : this.confirmDeploy();
    if (!this.followerSpots().some((s) => s.at === at)) return null;
    this.pendingSpot = at;
    this.error = null;
    this.notify();
    return null;
  }

  /** The chosen spot, when the player must still pick which follower type goes there; else null. */
  get pickingType(): FollowerSpot | null {
    if (!this.pendingSpot) return null;
    const spot = this.followerSpots().find((s) => s.at === this.pendingSpot);
    return spot && spot.types.length > 1 ? spot : null;
  }

  /**
   * Deploys on the chosen spot: a follower of `type`, or the one type that may go there. Null (and
   * nothing applied) when no spot is chosen, or the spot takes several types and none was named.
   */
  confirmDeploy(type?: string): ApplyResult | null {
    if (!this.pendingSpot) return null;
    const spot = this.followerSpots().find((s) => s.at === this.pendingSpot);
    const follower = type ?? (spot?.types.length === 1 ? spot.types[0] : undefined);
    // A type the engine refuses (none left, not allowed here) comes back as its rule error.
    if (follower === undefined) return spot ? null : this.apply({ type: 'deploy', at: this.pendingSpot });
    return this.apply({ type: 'deploy', at: this.pendingSpot, follower });
  }

  /** Decline the current optional choice (no follower, no escape …). */
  skip(): ApplyResult {
    return this.apply({ type: 'pass' });
  }
}
