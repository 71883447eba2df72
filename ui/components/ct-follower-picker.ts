// The follower-type picker: where the player may put more than one kind of follower (a normal one,
// a big one …), tapping the spot opens this card beside it on the board — one big token per type
// with its name and how many the player has left — and tapping a token deploys that follower. A
// hint's type is outlined and labelled.
// Cancel (or Escape) closes it and the spot is no longer chosen. Nothing here knows a type: the
// names come from the modules' texts (`follower.<typeId>`), the sizes from the registry.
import { css, html, LitElement, nothing } from 'lit';
import type { PlayerLook } from '../game/player-style.js';
import type { PickerOption } from '../game/type-picker.js';
import { LocaleController, plural, t } from '../i18n/index.js';
import { meepleIcon } from './meeple-icon.js';
import { sharedStyles } from './shared-styles.js';

/** Gap in CSS px between the spot's centre and the card (the spot's disc is 24 px across its radius). */
const CLEAR_OF_SPOT = 34;
const MARGIN = 8;

export class CtFollowerPicker extends LitElement {
  static override properties = {
    options: { attribute: false }, look: { attribute: false }, anchor: { attribute: false }, where: {},
  };
  static override styles = [sharedStyles, css`
    :host { position: absolute; inset: 0; pointer-events: none; z-index: 3; }
    .card {
      position: absolute; pointer-events: auto; max-width: calc(100% - ${MARGIN * 2}px);
      display: grid; gap: 8px; padding: 10px 12px 12px; border-radius: 16px;
      background: #f8f3e6; box-shadow: 0 6px 24px rgb(0 0 0 / 45%); border: 2px solid #3b2712;
    }
    .head { display: flex; align-items: center; justify-content: space-between; gap: 10px; }
    h2 { margin: 0; font-size: 1.05rem; }
    .where { margin: 2px 0 0; font-size: 0.9rem; color: #4a4239; }
    .tokens { display: flex; flex-wrap: wrap; gap: 10px; }
    button.token {
      display: grid; justify-items: center; align-content: center; gap: 4px; min-width: 104px; min-height: 112px;
      padding: 8px 10px; border-radius: 14px; font-weight: 700; line-height: 1.15;
    }
    .name::first-letter { text-transform: uppercase; }
    .name { display: block; }
    .left { font-weight: 500; font-size: 0.9rem; color: #4a4239; }
    .icon { display: grid; place-items: end center; height: 56px; }
    button.cancel { min-width: 48px; padding: 0 12px; }
    button.token.suggested { outline: 4px solid #1f6fb2; outline-offset: 2px; }
    .tip { font-weight: 600; font-size: 0.85rem; color: #1f6fb2; }
  `];
  declare options: PickerOption[];
  declare look: PlayerLook | null;
  /** The spot's centre in CSS px inside the picker's box (the board's stage). */
  declare anchor: { x: number; y: number } | null;
  /** The spot in words ("in the city, north edge"), for the heading. */
  declare where: string;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.options = [];
    this.look = null;
    this.anchor = null;
    this.where = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKey);
  }

  protected override firstUpdated(): void {
    // Keyboard and screen-reader users land on the hinted token, else the first; a finger just taps one.
    const tokens = this.renderRoot.querySelector<HTMLElement>('button.token.suggested') ?? this.renderRoot.querySelector<HTMLElement>('button.token');
    tokens?.focus({ preventScroll: true });
  }

  protected override updated(): void {
    this.place();
  }

  /** Beside the spot: above it when there is room, else below; always inside the board. */
  place(): void {
    const card = this.renderRoot.querySelector<HTMLElement>('.card');
    if (!card) return;
    const w = this.clientWidth, h = this.clientHeight, cw = card.offsetWidth, ch = card.offsetHeight;
    const a = this.anchor ?? { x: w / 2, y: h / 2 };
    const left = Math.max(MARGIN, Math.min(w - cw - MARGIN, a.x - cw / 2));
    let top = a.y - CLEAR_OF_SPOT - ch;
    if (top < MARGIN) top = a.y + CLEAR_OF_SPOT;
    top = Math.max(MARGIN, Math.min(h - ch - MARGIN, top));
    card.style.left = `${Math.round(left)}px`;
    card.style.top = `${Math.round(top)}px`;
  }

  override render() {
    if (!this.options.length || !this.look) return nothing;
    const look = this.look;
    return html`<div class="card" role="dialog" aria-labelledby="pick-title" aria-describedby="pick-where" data-test="follower-picker">
      <div class="head">
        <div>
          <h2 id="pick-title">${t('game.pickFollower')}</h2>
          <p class="where" id="pick-where">${this.where}</p>
        </div>
        <button class="cancel" data-test="follower-type-cancel" aria-label=${t('game.cancel')}
          @click=${this.cancel}><span aria-hidden="true">✕</span></button>
      </div>
      <div class="tokens">
        ${this.options.map((o) => html`<button class="token ${o.suggested ? 'suggested' : ''}" data-test="follower-type"
            data-type=${o.type} data-suggested=${o.suggested ? 'true' : 'false'} @click=${() => this.pick(o.type)}>
          <span class="icon">${meepleIcon(look, 40, Math.min(1.6, Math.max(0.7, o.size)))}</span>
          <span class="name">${o.name}</span>
          <span class="left">${plural('game.followersLeft', o.left)}</span>
          ${o.suggested ? html`<span class="tip">${t('hint.picked')}</span>` : nothing}
        </button>`)}
      </div>
    </div>`;
  }

  private pick(type: string): void {
    this.dispatchEvent(new CustomEvent('ct-follower-pick', { detail: type, bubbles: true, composed: true }));
  }

  private readonly cancel = (): void => {
    this.dispatchEvent(new CustomEvent('ct-follower-pick-cancel', { bubbles: true, composed: true }));
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') { e.preventDefault(); this.cancel(); }
  };
}

customElements.define('ct-follower-picker', CtFollowerPicker);

declare global {
  interface HTMLElementTagNameMap {
    'ct-follower-picker': CtFollowerPicker;
  }
}
