// "Install on this iPad": Safari on iPad/iPhone has no install prompt; Share → Add to Home Screen
// is the only way, and only players who are told find it. Shown in Safari tabs only (not in the
// installed app, not in other browsers: platform/ios.ts), until the player says "Not now".
import { css, html, LitElement, nothing } from 'lit';
import { LocaleController, t } from '../i18n/index.js';
import { currentEnv, showInstallHint } from '../platform/index.js';
import { sharedStyles } from './shared-styles.js';

export const INSTALL_HINT_KEY = 'carcassonne.installHint';

export class CtInstallHint extends LitElement {
  static override properties = { show: { state: true } };
  static override styles = [sharedStyles, css`
    :host { display: block; }
    :host([hidden]) { display: none; }
    section { display: grid; grid-template-columns: auto 1fr auto; gap: 6px 14px; align-items: center;
      background: #fffdf6; border: 2px solid var(--ct-primary, #2f5d34); border-radius: 12px; padding: 12px 14px; }
    h2 { margin: 0; font-size: 1.1rem; grid-column: 2; }
    p { margin: 0; grid-column: 2; }
    .app { grid-row: 1 / span 3; width: 48px; height: 48px; border-radius: 11px; }
    .share { display: inline-block; vertical-align: -4px; width: 20px; height: 22px; color: #0a60d0; }
    button { grid-column: 3; grid-row: 1 / span 3; }
  `];
  declare show: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.show = !readDismissed() && showInstallHint(currentEnv());
  }

  override render() {
    this.toggleAttribute('hidden', !this.show); // no empty grid row on the start screen
    if (!this.show) return nothing;
    const icon = html`<svg class="share" viewBox="0 0 20 22" role="img" aria-label=${t('ipad.install.shareIcon')}>
      <path d="M10 1v12M6 5l4-4 4 4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M7 8H3v13h14V8h-4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>`;
    const [before, after] = t('ipad.install.steps').split('{icon}');
    return html`<section data-test="install-hint" aria-labelledby="install-title">
      <img class="app" src="icons/apple-touch-icon-180.png" alt="" />
      <h2 id="install-title">${t('ipad.install.title')}</h2>
      <p>${before}${after === undefined ? nothing : html`${icon}${after}`}</p>
      <p>${t('ipad.install.why')}</p>
      <button data-test="install-hint-dismiss" @click=${this.dismiss}>${t('ipad.install.dismiss')}</button>
    </section>`;
  }

  private dismiss = (): void => {
    this.show = false;
    try {
      localStorage.setItem(INSTALL_HINT_KEY, 'dismissed');
    } catch {
      // Private mode: hidden for this visit.
    }
  };
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_HINT_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

customElements.define('ct-install-hint', CtInstallHint);

declare global {
  interface HTMLElementTagNameMap {
    'ct-install-hint': CtInstallHint;
  }
}
