// The moments a Session tells its watchers (ui/sound voices them): what one action returned and
// the handoff it started, an undo, or a panel's handTo. Watchers are told after the listeners.
import type { GameEvent } from '../../core/index.js';

/** Why the tablet is being handed over: a new turn starts, or someone else acts within the turn. */
export type HandoffKind = 'turn' | 'act';

/**
 * What just happened, for whoever voices it (ui/sound): the events one action returned and the
 * handoff it started (null: none), an undo, or a panel's handTo.
 */
export type SessionMoment =
  | { kind: 'applied'; events: readonly GameEvent[]; handoff: HandoffKind | null }
  | { kind: 'undone' }
  | { kind: 'handed'; player: number };

export type MomentWatcher = (moment: SessionMoment) => void;

export class Moments {
  private readonly watchers = new Set<MomentWatcher>();

  /** Tells `watcher` of every moment until the returned function is called. */
  watch(watcher: MomentWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  tell(moment: SessionMoment): void {
    for (const w of this.watchers) w(moment);
  }
}
