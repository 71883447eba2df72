// The header's mute button, next to the language switch: a toggle button (aria-pressed = muted)
// whose label stays the same while its state changes (WAI-ARIA toggle button pattern); the
// speaker icon shows the state to the eye. The choice is remembered (service.ts).
import { css, html, LitElement, svg } from 'lit';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import { sounds } from './index.js';

const speaker = svg`<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>`;
const waves = svg`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`;
const cross = svg`<path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`;

export class CtSoundToggle extends LitElement {
  static override styles = [sharedStyles, css`
    button { display: inline-flex; align-items: center; gap: 8px; padding: 0 14px; }
    button[aria-pressed='true'] { background: #f4efe1; border-style: dashed; }
    svg { width: 24px; height: 24px; flex: none; }
  `];
  private readonly i18n = new LocaleController(this);
  private off: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.off = sounds.onChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.off?.();
    this.off = null;
  }

  override render() {
    const muted = sounds.muted;
    return html`
      <button type="button" data-test="sound-toggle" aria-pressed=${muted ? 'true' : 'false'} @click=${() => sounds.toggle()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${speaker}${muted ? cross : waves}</svg>
        <span>${t('app.mute')}</span>
      </button>
    `;
  }
}

customElements.define('ct-sound-toggle', CtSoundToggle);

declare global {
  interface HTMLElementTagNameMap {
    'ct-sound-toggle': CtSoundToggle;
  }
}
