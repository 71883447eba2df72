// The follower-type picker on the table: when more than one type of follower may go on the spot a
// player chose, the picker card opens beside that spot and stays beside it while the board moves
// (the screen calls follow() after every frame the board draws). A pick deploys the follower;
// closing it unchooses the spot, and the screen is told (ct-pick-cancelled) to give focus back.
import { css, html, LitElement, nothing } from 'lit';
import type { Session } from '../game/session.js';
import { pickerOf } from '../game/type-picker.js';
import '../components/ct-follower-picker.js';

/** What the layer needs of the board: page coordinates of a board point. */
interface BoardPoints {
  worldToClient(x: number, y: number): { x: number; y: number };
}

export class CtPickerLayer extends LitElement {
  static override properties = { session: { attribute: false }, revision: { attribute: false }, board: { attribute: false } };
  // No box of its own: the picker is positioned in the table's stage, like the other marks on it.
  static override styles = css`:host { display: contents; }`;
  declare session: Session | null;
  declare revision: number;
  /** The board, once it exists (the picker needs it to place itself). */
  declare board: BoardPoints | null;

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.board = null;
  }


  override render() {
    const s = this.session;
    const picker = s && this.board ? pickerOf(s) : null;
    if (!s || !picker) return nothing;
    return html`<ct-follower-picker .options=${picker.options} .look=${picker.look} .where=${picker.where}
      .anchor=${this.anchorAt(picker.x, picker.y)}
      @ct-follower-pick=${(e: CustomEvent<string>) => { s.confirmDeploy(e.detail); }}
      @ct-follower-pick-cancel=${() => this.cancel()}></ct-follower-picker>`;
  }

  /** The board moved under an open picker: it stays beside its spot. */
  follow(): void {
    const el = this.renderRoot.querySelector('ct-follower-picker');
    const spot = el && this.session?.pickingType;
    if (!el || !spot) return;
    const a = this.anchorAt(spot.x, spot.y);
    if (a && (el.anchor?.x !== a.x || el.anchor?.y !== a.y)) el.anchor = a;
  }

  /** Closes the picker without a follower: the spot is no longer chosen. */
  cancel(): void {
    this.session?.clearPending();
    this.dispatchEvent(new CustomEvent('ct-pick-cancelled'));
  }

  /** A spot's world point in CSS px inside the stage the picker is drawn in (this layer's parent box). */
  private anchorAt(x: number, y: number): { x: number; y: number } | null {
    const stage = this.parentElement;
    if (!this.board || !stage) return null;
    const p = this.board.worldToClient(x, y), r = stage.getBoundingClientRect();
    return { x: p.x - r.left, y: p.y - r.top };
  }
}

customElements.define('ct-picker-layer', CtPickerLayer);

declare global {
  interface HTMLElementTagNameMap {
    'ct-picker-layer': CtPickerLayer;
  }
}
