// Pass-and-play handoff: whose turn it is, what the last turn scored; a tap anywhere (or the
// button, for keyboards) starts the turn. A modal dialog: the game behind it is inert.
import { css, html, LitElement, nothing } from 'lit';
import type { ScoreEvent } from '../../core/index.js';
import { playerLook } from '../game/player-style.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';
import './ct-scoring-list.js';

export class CtHandoff extends LitElement {
  static override properties = {
    name: {}, color: {}, events: { attribute: false }, names: { attribute: false },
  };
  static override styles = [sharedStyles, css`
    .backdrop {
      position: fixed; inset: 0; z-index: 20; display: grid; place-items: center;
      background: rgb(20 16 10 / 55%); padding: 16px; cursor: pointer;
    }
    .card {
      background: #f8f3e6; border-radius: 16px; padding: 28px; max-width: min(560px, 92vw);
      max-height: 88vh; overflow: auto; box-shadow: 0 10px 40px rgb(0 0 0 / 45%); text-align: center;
    }
    h2 { font-size: 1.8rem; display: flex; gap: 12px; align-items: center; justify-content: center; }
    h3 { font-size: 1.05rem; margin-top: 18px; text-align: start; }
    ct-scoring-list { text-align: start; }
    button { margin-top: 20px; min-width: 60%; min-height: 64px; font-size: 1.2rem; }
  `];
  declare name: string;
  declare color: string;
  declare events: ScoreEvent[];
  declare names: string[];
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.name = '';
    this.color = '';
    this.events = [];
    this.names = [];
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  override render() {
    const look = playerLook(this.color);
    return html`<div class="backdrop" data-test="handoff" @pointerdown=${this.arm} @click=${this.done}>
      <div class="card" role="dialog" aria-modal="true" aria-labelledby="title">
        <h2 id="title">
          <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="40"></ct-player-mark>
          ${t('handoff.title', { name: this.name })}
        </h2>
        ${this.events.length ? html`<h3>${t('game.lastScoring')}</h3>
          <ct-scoring-list .events=${this.events} .names=${this.names}></ct-scoring-list>` : nothing}
        <p class="hint">${t('handoff.tap')}</p>
        <button class="primary" data-test="handoff-continue">${t('handoff.button', { name: this.name })}</button>
      </div>
    </div>`;
  }

  /**
   * A tap on the board that ends a turn is followed by the browser's compatibility click, which
   * lands on this overlay the moment it appears: only a press that began on the overlay counts
   * (a keyboard click has no press: detail 0).
   */
  private armed = false;

  private arm(): void {
    this.armed = true;
  }

  private done(e: MouseEvent): void {
    e.stopPropagation();
    if (!this.armed && e.detail !== 0) return;
    this.dispatchEvent(new CustomEvent('ct-continue', { bubbles: true, composed: true }));
  }
}

customElements.define('ct-handoff', CtHandoff);

declare global {
  interface HTMLElementTagNameMap {
    'ct-handoff': CtHandoff;
  }
}
