// Who plays a seat: a person or a computer player at one of three strengths. A labelled select,
// so it works the same by touch, mouse, keyboard and screen reader.
import { css, html, LitElement } from 'lit';
import { SEAT_KINDS, type SeatKind } from '../game/seats.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtSeatKind extends LitElement {
  static override properties = { kind: {}, seat: { type: Number } };
  static override styles = [sharedStyles, css`
    :host { display: grid; gap: 4px; }
    select { width: 100%; }
  `];
  declare kind: SeatKind;
  declare seat: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.kind = 'person';
    this.seat = 1;
  }

  override render() {
    return html`<label for="kind">${t('seat.kind', { n: this.seat })}</label>
      <select id="kind" data-test="seat-kind" @change=${this.onChange}>
        ${SEAT_KINDS.map((k) => html`<option value=${k} ?selected=${k === this.kind}>${t(`seat.${k}`)}</option>`)}
      </select>`;
  }

  private onChange(e: Event): void {
    this.kind = (e.target as HTMLSelectElement).value as SeatKind;
    this.dispatchEvent(new CustomEvent('ct-seat-kind', { detail: { kind: this.kind }, bubbles: true, composed: true }));
  }
}

customElements.define('ct-seat-kind', CtSeatKind);

declare global {
  interface HTMLElementTagNameMap {
    'ct-seat-kind': CtSeatKind;
  }
}
