// A coach mark: one short tip for the first turns (ui/game/coach.ts chooses which), as a note on
// the table with "Got it" and "No more tips". Polite live region: read out, never stealing focus.
import { css, html, LitElement, nothing } from 'lit';
import { coachOff, coachSeen, type CoachStep } from '../game/coach.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtCoachMark extends LitElement {
  static override properties = { step: {} };
  static override styles = [sharedStyles, css`
    .note {
      position: relative; background: #fff8d8; border: 2px solid #b8962e; border-radius: 12px; padding: 10px 12px;
      box-shadow: 0 3px 0 #a3842a, 0 6px 14px rgb(60 40 10 / 20%); display: grid; gap: 8px;
    }
    p { margin: 0; font-size: 1rem; }
    .title { font-weight: 800; }
    .row { display: flex; gap: 8px; flex-wrap: wrap; }
    .row button { min-height: 44px; pointer-events: auto; }
  `];
  declare step: CoachStep | null;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.step = null;
  }

  override render() {
    const step = this.step;
    return html`<div role="status" aria-live="polite">${step ? html`<div class="note" data-test="coach" data-step=${step}>
      <p class="title">${t('coach.title')}</p>
      <p>${t(`coach.${step}`, { confirm: t('game.confirm'), skip: t('game.skip') })}</p>
      <div class="row">
        <button class="primary" data-test="coach-ok" @click=${() => this.done(() => coachSeen(step))}>${t('coach.ok')}</button>
        <button data-test="coach-off" @click=${() => this.done(coachOff)}>${t('coach.off')}</button>
      </div>
    </div>` : nothing}</div>`;
  }

  private done(remember: () => void): void {
    remember();
    this.dispatchEvent(new CustomEvent('ct-coach-done', { bubbles: true, composed: true }));
  }
}

customElements.define('ct-coach-mark', CtCoachMark);

declare global {
  interface HTMLElementTagNameMap {
    'ct-coach-mark': CtCoachMark;
  }
}
