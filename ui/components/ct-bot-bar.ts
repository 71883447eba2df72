// The computer players' line in the game panel: who is thinking (and a control to speed the
// computers up), or, when a person acts, the Hint button and the last hint's reason. Lying, the
// Hint button sits in the turn panel's row instead (`hintButton` false; ct-game-screen.ts decides),
// and this line keeps the reason.
import { css, html, LitElement, nothing } from 'lit';
import type { Session } from '../game/session.js';
import { computerActsNow, computerOf } from '../game/seats.js';
import type { Autoplay } from '../ai/autoplay.js';
import type { Hint } from '../ai/hints.js';
import { hintOffered, type HintAsker } from '../ai/hint-asker.js';
import { reasonText, suggestionText } from '../ai/hint-text.js';
import { phasePanel } from '../panels/registry.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtBotBar extends LitElement {
  static override properties = {
    session: { attribute: false }, autoplay: { attribute: false }, asker: { attribute: false }, hintButton: { attribute: false }, revision: {},
  };
  static override styles = [sharedStyles, css`
    :host { display: grid; gap: 8px; }
    .row { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
    .reason { margin: 0; padding: 8px 10px; background: #fffdf6; border-radius: 8px; border: 1px solid #cfc6b4; }
    /* Upright the panel is low: the reason beside the button instead of under it. */
    @media (orientation: portrait) {
      :host { grid-template-columns: auto minmax(0, 1fr); align-items: center; }
      /* …and four lines high at most: a longer reason (Italian, Dutch) scrolls in its box, not the panel. */
      .reason { line-height: 1.25; max-height: calc(4 * 1.25em + 18px); overflow-y: auto; }
    }
  `];
  declare session: Session | null;
  declare autoplay: Autoplay | null;
  /** The person's hint, asked for here or by the turn panel's button (one per game screen). */
  declare asker: HintAsker | null;
  /** The Hint button is in this line (upright); lying it is in the turn panel's row. */
  declare hintButton: boolean;
  declare revision: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.session = null;
    this.autoplay = null;
    this.asker = null;
    this.hintButton = true;
    this.revision = 0;
  }

  override render() {
    const s = this.session;
    if (!s || s.finished) return nothing;
    const setup = s.game.state.setup;
    const hasComputers = setup.players.some((_, i) => computerOf(setup, i) !== null);
    if (!hasComputers && !s.placing && !s.deploying) return this.renderHint(s);
    const acting = s.acting;
    if (computerActsNow(s)) {
      return html`<div class="row" role="status" data-test="bot-thinking">
        <span>${t('bot.thinking', { name: s.playerNames()[acting] })}</span>
        ${this.renderSpeed()}
      </div>`;
    }
    return html`${this.renderHint(s)}${hasComputers ? html`<div class="row">${this.renderSpeed()}</div>` : nothing}`;
  }

  private renderSpeed() {
    const a = this.autoplay;
    if (!a) return nothing;
    return html`<button data-test="bot-speed" aria-pressed=${a.fast ? 'true' : 'false'}
      @click=${() => { a.setFast(!a.fast); this.requestUpdate(); }}>${t(a.fast ? 'bot.normalPace' : 'bot.fast')}</button>`;
  }

  private renderHint(s: Session) {
    const asker = this.asker;
    if (!asker || !hintOffered(s)) return nothing;
    const current = asker.current(s);
    const row = this.hintButton || asker.asking ? html`<div class="row">
        ${this.hintButton ? html`<button data-test="hint-button" ?disabled=${asker.asking} @click=${() => void asker.ask(s)}>${t('hint.button')}</button>` : nothing}
        ${asker.asking ? html`<span role="status">${t('hint.thinking')}</span>` : nothing}
      </div>` : nothing;
    return html`${row}
      ${current ? html`<p class="reason" role="status" data-test="hint-reason">${this.describe(current)}</p>` : nothing}`;
  }

  private describe(h: Hint): string {
    const s = this.session!;
    const onBoard = !!phasePanel(s.game.state.turn.phase)?.showsHints?.includes(h.action.type);
    return `${suggestionText(h.action, onBoard)} ${reasonText(h.reason, s.playerNames())}`;
  }
}

customElements.define('ct-bot-bar', CtBotBar);

declare global {
  interface HTMLElementTagNameMap {
    'ct-bot-bar': CtBotBar;
  }
}
