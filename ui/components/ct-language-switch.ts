// The language switch: each language named in itself; the choice is remembered (ui/i18n).
import { html, LitElement } from 'lit';
import { getLocale, isLocale, LOCALE_NAMES, LOCALES, LocaleController, setLocale, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtLanguageSwitch extends LitElement {
  static override styles = [sharedStyles];
  private readonly i18n = new LocaleController(this);

  override render() {
    const current = getLocale();
    return html`
      <label>
        <span class="visually-hidden">${t('app.language')}</span>
        <select data-test="language" aria-label=${t('app.language')} @change=${this.onChange}>
          ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === current}>${LOCALE_NAMES[l]}</option>`)}
        </select>
      </label>
    `;
  }

  private onChange(e: Event): void {
    const value = (e.target as HTMLSelectElement).value;
    if (isLocale(value)) setLocale(value);
  }
}

customElements.define('ct-language-switch', CtLanguageSwitch);

declare global {
  interface HTMLElementTagNameMap {
    'ct-language-switch': CtLanguageSwitch;
  }
}
