// The fallback for a module phase that has no panel of its own: its legal choices
// (game.choices()) as labelled buttons, so a game never blocks on a missing UI.
import { css, html, LitElement } from 'lit';
import type { Session } from '../game/session.js';
import { actionLabel, phaseLabel } from '../game/labels.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtChoicePanel extends LitElement {
  static override properties = { session: { attribute: false }, revision: { type: Number } };
  static override styles = [sharedStyles, css`
    .choices { display: flex; flex-wrap: wrap; gap: 8px; }
    h3 { font-size: 1.05rem; }
  `];
  declare session: Session | null;
  declare revision: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
  }

  override render() {
    const s = this.session;
    if (!s) return html``;
    const choices = s.game.choices();
    // Representative choices can share a label: number the repeats so each button says which it is.
    const labels = choices.map(actionLabel);
    const seen = new Map<string, number>();
    const shown = labels.map((l) => {
      const n = (seen.get(l) ?? 0) + 1;
      seen.set(l, n);
      return labels.filter((x) => x === l).length > 1 ? `${l} (${n})` : l;
    });
    return html`<section aria-labelledby="phase" data-test="choice-panel">
      <h3 id="phase">${t('game.phase', { phase: phaseLabel(s.phase) })}</h3>
      <div class="choices" role="group" aria-label=${t('game.choose')}>
        ${choices.map((c, i) => html`<button class=${c.type === 'pass' ? '' : 'primary'} @click=${() => s.apply(c)}>${shown[i]}</button>`)}
      </div>
    </section>`;
  }
}

customElements.define('ct-choice-panel', CtChoicePanel);

declare global {
  interface HTMLElementTagNameMap {
    'ct-choice-panel': CtChoicePanel;
  }
}
