// The save banner: shown at once, over the game, when IndexedDB refuses a write or the saved games
// are locked by another tab. It says what happened and how much is unsaved, retries on demand (the
// autosave queue also retries by itself) and offers the game so far as an export. Play goes on
// underneath; the banner goes away by itself once everything is saved.
import { css, html, LitElement, nothing } from 'lit';
import { LocaleController, t } from '../i18n/index.js';
import type { SaveStatus } from '../storage/index.js';

export class CtSaveBanner extends LitElement {
  static override properties = {
    status: { attribute: false }, blocked: { type: Boolean }, canExport: { type: Boolean },
    overGame: { type: Boolean, attribute: 'over-game', reflect: true },
  };
  static override styles = css`
    :host { position: fixed; inset: 56px 12px auto 12px; z-index: 30; display: flex; justify-content: center; pointer-events: none; }
    /* Over a game lying, the banner keeps to the board's column: the turn's controls in the side
       panel (--ct-panel-w, the page's, which the game screen sizes it with) stay in reach, since play goes on. */
    @media (orientation: landscape) {
      :host([over-game]) { right: calc(var(--ct-panel-w) + 12px); }
    }
    .box { pointer-events: auto; max-width: 720px; display: grid; gap: 8px; padding: 12px 16px; border-radius: 12px;
      background: #7a1f12; color: #fff; box-shadow: 0 6px 24px rgb(0 0 0 / 45%); font-size: 1.05rem; }
    p { margin: 0; }
    .detail { font-size: 0.85rem; opacity: 0.85; overflow-wrap: anywhere; }
    .actions { display: flex; gap: 8px; flex-wrap: wrap; }
    button { font: inherit; font-weight: 600; min-height: 48px; padding: 0 16px; border-radius: 10px; border: 2px solid #fff;
      background: #fff; color: #7a1f12; cursor: pointer; }
    button.secondary { background: transparent; color: #fff; }
    button:focus-visible { outline: 3px solid #f0e442; outline-offset: 2px; }
  `;
  declare status: SaveStatus | null;
  declare blocked: boolean;
  declare canExport: boolean;
  /** Shown over a game (not the start screen): lying, it leaves the side panel free. */
  declare overGame: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.status = null;
    this.overGame = false;
    this.blocked = false;
    this.canExport = false;
  }

  override render() {
    if (this.blocked) return html`<div class="box" role="alert" data-test="save-banner" data-reason="blocked"><p>${t('save.blocked')}</p></div>`;
    const s = this.status;
    if (!s || s.state !== 'failed') return nothing;
    return html`<div class="box" role="alert" data-test="save-banner" data-reason=${s.reason}>
      <p><strong>${t(`save.failed.${s.reason}`)}</strong></p>
      <p>${t('save.unsaved', { n: s.unsaved })}</p>
      <p class="detail">${t('save.detail', { detail: s.detail })}</p>
      <div class="actions">
        ${s.reason === 'closed' ? nothing : html`<button data-test="save-retry" @click=${() => this.emit('ct-save-retry')}>${t('save.retry')}</button>`}
        ${this.canExport ? html`<button class="secondary" data-test="save-export" @click=${() => this.emit('ct-export')}>${t('save.export')}</button>` : nothing}
      </div>
    </div>`;
  }

  private emit(type: string): void {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }
}

customElements.define('ct-save-banner', CtSaveBanner);

declare global {
  interface HTMLElementTagNameMap {
    'ct-save-banner': CtSaveBanner;
  }
}
