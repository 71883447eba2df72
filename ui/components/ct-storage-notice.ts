// The storage notice: when persistent storage was refused or cannot be asked for, and the game
// runs in a browser tab, the player is told plainly that saves may be deleted (after a week
// without a visit in Safari, under storage pressure elsewhere) unless the game is installed, and
// is offered an export. "Export" asks the app for the last game (ct-export-last).
import { css, html, LitElement, nothing } from 'lit';
import { LocaleController, t } from '../i18n/index.js';
import { currentEnv, hasWeekLimit, isInstalled, persistence } from '../platform/index.js';
import { sharedStyles } from './shared-styles.js';

export const STORAGE_NOTICE_KEY = 'carcassonne.storageNotice';

export class CtStorageNotice extends LitElement {
  static override properties = { canExport: { type: Boolean }, dismissed: { state: true } };
  static override styles = [sharedStyles, css`
    :host { display: block; }
    :host([hidden]) { display: none; }
    div { display: flex; flex-wrap: wrap; gap: 10px 14px; align-items: center; background: #fff6d8;
      border: 1px solid #b58a00; border-radius: 12px; padding: 12px 14px; }
    p { margin: 0; flex: 1 1 320px; }
  `];
  /** Whether there is a saved game to export. */
  declare canExport: boolean;
  declare dismissed: boolean;
  private readonly i18n = new LocaleController(this);
  private off: (() => void) | null = null;

  constructor() {
    super();
    this.canExport = false;
    this.dismissed = readDismissed();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.off = persistence.onChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.off?.();
  }

  override render() {
    const state = persistence.state;
    const env = currentEnv();
    const visible = !(this.dismissed || !this.canExport || state === null || state === 'granted' || isInstalled(env));
    this.toggleAttribute('hidden', !visible); // no empty grid row on the start screen
    if (!visible) return nothing;
    return html`<div role="note" data-test="storage-notice" data-reason=${state}>
      <p>${t(hasWeekLimit(env) ? 'storage.notice.week' : 'storage.notice.other')}</p>
      <button class="primary" data-test="storage-notice-export"
        @click=${() => this.dispatchEvent(new CustomEvent('ct-export-last', { bubbles: true, composed: true }))}>${t('storage.notice.export')}</button>
      <button data-test="storage-notice-dismiss" @click=${this.dismiss}>${t('storage.notice.dismiss')}</button>
    </div>`;
  }

  private dismiss = (): void => {
    this.dismissed = true;
    try {
      localStorage.setItem(STORAGE_NOTICE_KEY, 'dismissed');
    } catch {
      // Private mode: hidden for this visit.
    }
  };
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_NOTICE_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

customElements.define('ct-storage-notice', CtStorageNotice);

declare global {
  interface HTMLElementTagNameMap {
    'ct-storage-notice': CtStorageNotice;
  }
}
