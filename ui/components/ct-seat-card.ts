// One seat at the table in the setup lobby: the player's big colour token with its mark, their
// name, the colours as tokens to pick from (taken ones greyed out; a native radio group, so touch,
// keyboard and screen reader all work), who plays it (<ct-seat-kind>, the computer players' own
// control) and a button to leave the table.
import { css, html, LitElement, nothing } from 'lit';
import { PLAYER_COLOURS, playerLook } from '../game/player-style.js';
import { colourLabel } from '../game/labels.js';
import { MAX_NAME, type SeatKind } from '../game/seats.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';
import './ct-seat-kind.js';

export interface SeatChange { name?: string; color?: string; kind?: SeatKind }

export class CtSeatCard extends LitElement {
  static override properties = {
    seat: { type: Number }, name: {}, color: {}, kind: {}, taken: { attribute: false }, removable: { type: Boolean },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; }
    .card {
      display: grid; gap: 10px; padding: 14px; border-radius: 18px; height: 100%;
      background: #fffaf0; border: 3px solid var(--seat, #8a6a3b); box-shadow: 0 4px 0 #c9b488, 0 8px 18px rgb(40 30 10 / 18%);
    }
    .top { display: grid; grid-template-columns: auto 1fr; gap: 12px; align-items: end; }
    .field { display: grid; gap: 4px; }
    .field input { width: 100%; font-size: 1.1rem; }
    fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
    legend { font-size: 0.95rem; padding: 0; margin-bottom: 4px; }
    .colours { display: flex; flex-wrap: wrap; gap: 4px; }
    .colours input { position: absolute; opacity: 0; width: 1px; height: 1px; }
    .colours label { display: grid; place-items: center; width: 46px; height: 46px; border-radius: 50%; cursor: pointer; border: 3px solid transparent; }
    .colours input:checked + label { border-color: #1f1a14; background: #efe2c4; }
    .colours input:disabled + label { opacity: 0.3; cursor: default; }
    .colours input:focus-visible + label { outline: 3px solid var(--ct-focus, #1a4fd6); outline-offset: 2px; }
    .bottom { display: flex; gap: 10px; align-items: end; flex-wrap: wrap; }
    .bottom ct-seat-kind { flex: 1 1 160px; }
  `];
  declare seat: number;
  declare name: string;
  declare color: string;
  declare kind: SeatKind;
  /** Colours other seats hold. */
  declare taken: ReadonlySet<string>;
  declare removable: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.seat = 1;
    this.name = '';
    this.color = PLAYER_COLOURS[0];
    this.kind = 'person';
    this.taken = new Set();
    this.removable = false;
  }

  override render() {
    const n = this.seat, look = playerLook(this.color);
    return html`<div class="card" data-test="player-row" style="--seat: ${look.fill}">
      <div class="top">
        <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="72" data-test="seat-token"></ct-player-mark>
        <div class="field">
          <label for="name">${t('setup.playerName', { n })}</label>
          <input id="name" type="text" maxlength=${MAX_NAME} autocomplete="off" data-test="player-name" .value=${this.name}
            @input=${(e: Event) => this.change({ name: (e.target as HTMLInputElement).value })} />
        </div>
      </div>
      <fieldset>
        <legend>${t('setup.colour', { n })}</legend>
        <div class="colours">${PLAYER_COLOURS.map((c) => {
          const l = playerLook(c);
          return html`<input type="radio" name="colour" id="c-${c}" value=${c} data-test="colour-${c}" .checked=${c === this.color}
              ?disabled=${this.taken.has(c)} @change=${() => this.change({ color: c })} />
            <label for="c-${c}" title=${colourLabel(c, l.mark)}><span class="visually-hidden">${colourLabel(c, l.mark)}</span>
              <ct-player-mark .fill=${l.fill} .stroke=${l.stroke} .mark=${l.mark} .markColor=${l.ink} size="34" aria-hidden="true"></ct-player-mark></label>`;
        })}</div>
      </fieldset>
      <div class="bottom">
        <ct-seat-kind .seat=${n} .kind=${this.kind} @ct-seat-kind=${(e: CustomEvent<{ kind: SeatKind }>) => { e.stopPropagation(); this.change({ kind: e.detail.kind }); }}></ct-seat-kind>
        ${this.removable ? html`<button type="button" class="danger" data-test="remove-player"
            @click=${() => this.dispatchEvent(new CustomEvent('ct-seat-remove', { bubbles: true, composed: true }))}>${t('setup.removePlayer', { n })}</button>` : nothing}
      </div>
    </div>`;
  }

  private change(detail: SeatChange): void {
    this.dispatchEvent(new CustomEvent<SeatChange>('ct-seat-change', { detail, bubbles: true, composed: true }));
  }
}

customElements.define('ct-seat-card', CtSeatCard);

declare global {
  interface HTMLElementTagNameMap {
    'ct-seat-card': CtSeatCard;
  }
}
