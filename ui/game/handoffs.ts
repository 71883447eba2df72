// Who holds the shared tablet, and whom it must be handed to before play goes on (the handoff
// screen): the next player at a turn's start ('turn'), or someone acting within a turn ('act'),
// such as a shooter of a catapult round or the player a panel hands it to (handTo). Nobody is
// handed it for a computer's move, nor — at a table with computers — the person already holding
// it (seats.ts). Session (session.ts) owns one; no DOM here.
import type { Game, GameSetup } from '../../core/index.js';
import type { HandoffKind } from './moments.js';
import { computerOf, handoffTo, onlyPerson } from './seats.js';

/** A handoff: to whom, and why. */
export interface Handoff { player: number; kind: HandoffKind }

export class Handoffs {
  /** The player who must be handed the tablet before playing on (null: no handoff screen). */
  to: number | null = null;
  /** 'turn' when the handoff starts a new turn; 'act' when it passes the tablet within a turn. */
  kind: HandoffKind = 'turn';
  /** The player a panel handed the tablet to (handTo) until the next action, e.g. the catcher. */
  handedTo: number | null = null;
  /** The person holding the tablet (the last person who acted or was handed it), or null. */
  private holder: number | null = null;

  /** `setup()`: the game's set-up, which says who is a computer. */
  constructor(private readonly setup: () => GameSetup) {}

  /** A session opens on `game`: whoever acts must be handed the tablet first. */
  open(game: Game): void {
    if (game.state.finished) return;
    // Resumed with one person among computers: the tablet can only be in that person's hands.
    if (game.actions.length > 0) this.holder = onlyPerson(game.state.setup);
    this.to = handoffTo(game.state.setup, game.actor(), this.holder);
    this.kind = game.actor() === game.state.turn.player ? 'turn' : 'act';
  }

  /** `player` made an action: a person holds the tablet now; a panel's handing it on is over. */
  acted(player: number): void {
    if (computerOf(this.setup(), player) === null) this.holder = player;
    this.handedTo = null;
  }

  /** `player` acts next (null: nobody, the game is over): the handoff for them, if the tablet must move. */
  pass(player: number | null, kind: HandoffKind): void {
    this.to = handoffTo(this.setup(), player, this.holder);
    this.kind = kind;
  }

  /** A panel hands the tablet to `player` for a step of its own. */
  handTo(player: number): void {
    this.to = player;
    this.kind = 'act';
    this.handedTo = player;
  }

  /** The player named took the tablet (the handoff screen's Continue). */
  dismiss(): void {
    if (this.to !== null) this.holder = this.to;
    this.to = null;
  }

  /** Takes the handoff just set away, for later (while the action that started it is presented). */
  hold(): Handoff | null {
    const held = this.to === null ? null : { player: this.to, kind: this.kind };
    this.to = null;
    return held;
  }
}
