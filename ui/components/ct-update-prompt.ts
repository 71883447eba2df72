// "A new version is ready" — shown when a new service worker waits. Updating saves first
// (the app passes that in), so the reload never costs a confirmed move.
import { css, html, LitElement, nothing } from 'lit';
import { LocaleController, t } from '../i18n/index.js';

export class CtUpdatePrompt extends LitElement {
  static override properties = { apply: { attribute: false }, busy: { state: true } };
  static override styles = css`
    :host { position: fixed; inset: auto 12px 12px auto; z-index: 20; }
    div { display: flex; gap: 8px; align-items: center; background: #1f1a14; color: #fff; padding: 10px 12px; border-radius: 10px; box-shadow: 0 4px 16px #0006; }
    button { font: inherit; min-height: 44px; padding: 0 14px; border-radius: 8px; border: 2px solid #fff; background: #2f5d34; color: #fff; cursor: pointer; }
    button.later { background: transparent; }
    button:focus-visible { outline: 3px solid #f0e442; outline-offset: 2px; }
  `;
  declare apply: (() => Promise<void>) | null;
  declare busy: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.apply = null;
    this.busy = false;
  }

  override render() {
    if (!this.apply) return nothing;
    if (this.busy) return html`<div role="status">${t('app.updating')}</div>`;
    return html`<div role="alert">
      <span>${t('app.updateReady')}</span>
      <button data-test="update-now" @click=${this.confirmUpdate}>${t('app.updateNow')}</button>
      <button class="later" @click=${() => { this.apply = null; }}>${t('app.updateLater')}</button>
    </div>`;
  }

  private confirmUpdate = async (): Promise<void> => {
    const apply = this.apply;
    if (!apply) return;
    this.busy = true;
    try {
      await apply();
    } catch {
      // The game could not be saved first (the save banner or the other-window notice says why): no reload.
      this.busy = false;
    }
  };
}

customElements.define('ct-update-prompt', CtUpdatePrompt);

declare global {
  interface HTMLElementTagNameMap {
    'ct-update-prompt': CtUpdatePrompt;
  }
}
