// Showing an escape on the board: the besieged city's tiles and the cloister outlined (the board's
// `highlight` layer) and the board centred on them (the shell's `ct-board-focus` event).
//
// Why the highlight goes through the session: a phase panel reaches the board only through
// `session` and `ct-board-focus` (ui/panels/registry.ts), and the shell's `ct-board-focus` handler
// only centres. The board draws `session.boardModel().highlight`, which the Session fills only for
// the handoff. Until the shell offers a way to set it (see the report: e.g. `Session.setFocus`),
// this lays a highlight over that one Session's boardModel() — an own property on the instance,
// removed again when the panel goes — and asks the shell to repaint through a public, state-free
// notification. It never hides a highlight the shell set itself.
import type { Session } from '../../../ui/game/session.js';

export interface BoardHighlight { tiles: number[]; players: number[] }

const key = (h: BoardHighlight | null) => (h ? JSON.stringify(h) : '');
const shown = new WeakMap<Session, string>();

/** Outlines these tiles on the session's board (null: take the outline away). Repaints only on a change. */
export function showOnBoard(session: Session, highlight: BoardHighlight | null): void {
  const k = key(highlight);
  if ((shown.get(session) ?? '') === k) return;
  if (highlight) {
    const base = (Object.getPrototypeOf(session) as Session).boardModel;
    shown.set(session, k);
    session.boardModel = function boardModelWithEscape(this: Session) {
      const model = base.call(this);
      return model.highlight ? model : { ...model, highlight };
    };
  } else {
    shown.delete(session);
    Reflect.deleteProperty(session, 'boardModel');
  }
  // Session.notify is private; setting the farm overlay to the value it has changes nothing but
  // tells the game screen to render the board again.
  session.setFarmOverlay(session.farmOverlay);
}

/** Asks the shell to bring a world point into view (ui/panels/registry.ts: `ct-board-focus`). */
export function focusBoard(from: EventTarget, centre: { x: number; y: number }, highlight?: BoardHighlight): void {
  // `tiles`/`players` ride along for a shell that draws the highlight from the event itself.
  from.dispatchEvent(new CustomEvent('ct-board-focus', {
    detail: { x: centre.x, y: centre.y, ...highlight }, bubbles: true, composed: true,
  }));
}
