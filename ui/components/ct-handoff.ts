// Pass-and-play handoff: whose turn it is, what the last turn scored and what else happened in it
// (expansion lines such as an escape); a tap anywhere (or the button, for keyboards) starts the
// turn. Within a turn (a shooter, a catcher) it names whose turn it is and who acts, without the
// scores. While the scoring animation plays it is a compact bar at the bottom, so the board
// stays in view; it can be dismissed at any moment. A modal dialog: the game behind it is inert.
// For its first HANDOFF_GRACE_MS it takes no tap: the second tap of a double tap on the button
// that brought it (Skip, a shot's Continue) would start the next player's turn before anyone saw it.
import { css, html, LitElement, nothing } from 'lit';
import type { ScoreEvent } from '../../core/index.js';
import { playerLook } from '../game/player-style.js';
import { LocaleController, t } from '../i18n/index.js';
import { focusQuietly } from './last-input.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';
import './ct-scoring-list.js';

/**
 * How long a handoff ignores taps after it appears (for another player or another step): longer
 * than the gap between a double tap's two presses (under 0.1 s measured on a touch screen, a
 * fumbled tap well under 0.3 s), about as long as the card's entrance.
 */
export const HANDOFF_GRACE_MS = 350;

export class CtHandoff extends LitElement {
  static override properties = {
    name: {}, color: {}, events: { attribute: false }, names: { attribute: false }, lines: { attribute: false },
    turnName: {}, midTurn: { type: Boolean }, compact: { type: Boolean }, changes: { attribute: false },
    ready: { state: true },
  };
  static override styles = [sharedStyles, css`
    /* Focused by the app with no key pressed last (last-input.ts): no ring for a touch player. */
    button[data-quiet-focus]:focus-visible { outline: none; }
    .backdrop {
      position: fixed; inset: var(--ct-top, 0px) 0 0 0; z-index: 20; display: grid; place-items: center;
      background: rgb(20 16 10 / 55%); padding: 16px; cursor: pointer;
    }
    .card {
      background: #f8f3e6; border-radius: 16px; padding: 28px; max-width: min(560px, 92vw);
      max-height: 100%; overflow: auto; box-shadow: 0 10px 40px rgb(0 0 0 / 45%); text-align: center;
    }
    h2 { font-size: 1.8rem; display: flex; gap: 12px; align-items: center; justify-content: center; }
    h3 { font-size: 1.05rem; margin-top: 18px; text-align: start; }
    ct-scoring-list { text-align: start; }
    .acting { font-size: 1.15rem; margin: 0; }
    .changes { text-align: start; margin: 6px 0 0; padding-inline-start: 1.2em; display: grid; gap: 4px; }
    button { margin-top: 20px; min-width: 60%; min-height: 64px; font-size: 1.2rem; }
    /* Held for the grace period only: it keeps its look, so nothing flickers as it appears. */
    button.primary:disabled { background: var(--ct-primary, #2f5d34); color: #fff; border-color: var(--ct-primary, #2f5d34); }
    /* With a score to see, the card sits over the side panel (below the board when upright), so
       the scored tiles and their labels stay in view. */
    .docked { background: rgb(20 16 10 / 32%); }
    @media (orientation: landscape) {
      .docked { place-items: center end; }
      .docked .card { max-width: min(400px, 44vw); }
    }
    @media (orientation: portrait) {
      .docked { place-items: end center; }
      .docked .card { max-height: 46vh; }
    }
    .compact { background: rgb(20 16 10 / 16%); place-items: end center; }
    .compact .card {
      display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 20px;
      padding: 12px 20px; max-width: min(760px, 96vw);
    }
    .compact h2 { font-size: 1.35rem; margin: 0; }
    .compact .hint, .compact .acting { display: none; }
    .compact button { margin-top: 0; min-width: 0; min-height: 56px; }
    @media (prefers-reduced-motion: no-preference) {
      .backdrop:not(.compact) .card { animation: pop 260ms ease-out; }
      @keyframes pop { from { opacity: 0; transform: translateY(24px) scale(0.97); } }
    }
  `];
  declare name: string;
  declare color: string;
  declare events: ScoreEvent[];
  declare names: string[];
  /** Lines for other things that happened in the turn (ExpansionUi.describeEvent). */
  declare lines: string[];
  /** The player whose turn it is (named on a handoff within a turn). */
  declare turnName: string;
  /** The tablet passes within a turn (a shooter, a catcher): no scores, "continue" instead of "start". */
  declare midTurn: boolean;
  /** The scoring animation is playing: a bar at the bottom instead of the card. */
  declare compact: boolean;
  /** What the others did since this player's last turn, one line each (marked on the board too). */
  declare changes: string[];
  /** The grace period is over: taps count. */
  declare ready: boolean;
  private readonly i18n = new LocaleController(this);
  private graceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.name = '';
    this.color = '';
    this.events = [];
    this.names = [];
    this.lines = [];
    this.turnName = '';
    this.midTurn = false;
    this.compact = false;
    this.changes = [];
    this.ready = false;
  }

  /** A new handoff (the element is kept when one follows another): the grace starts again. */
  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (!this.hasUpdated || changed.has('name') || changed.has('midTurn')) this.hold();
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('ready') && this.ready) focusQuietly(this.renderRoot.querySelector('button'));
  }

  /** A key pressed: the button's ring shows after all (it was focused before any key came). */
  private showFocus = (): void => {
    this.renderRoot.querySelector('[data-quiet-focus]')?.removeAttribute('data-quiet-focus');
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.hold(); // shown again
  }

  private hold(): void {
    this.ready = false;
    this.armed = false;
    clearTimeout(this.graceTimer);
    this.graceTimer = setTimeout(() => { this.ready = true; }, HANDOFF_GRACE_MS);
  }

  override render() {
    const look = playerLook(this.color);
    const mid = this.midTurn;
    const log = !mid && !this.compact && (this.events.length > 0 || this.lines.length > 0);
    const changes = !mid && !this.compact && this.changes.length > 0;
    const docked = !mid && (this.events.length > 0 || this.lines.length > 0 || this.changes.length > 0);
    return html`<div class="backdrop ${this.compact ? 'compact' : docked ? 'docked' : ''}" data-test="handoff" data-compact=${this.compact ? 'true' : 'false'}
        @pointerdown=${this.arm} @click=${this.done} @keydown=${this.showFocus}>
      <div class="card" role="dialog" aria-modal="true" aria-labelledby="title">
        <h2 id="title">
          <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="40"></ct-player-mark>
          ${t('handoff.title', { name: this.name })}
        </h2>
        ${mid && this.turnName && this.turnName !== this.name
          ? html`<p class="acting" data-test="handoff-acting">${t('game.turnOfActing', { name: this.turnName, actor: this.name })}</p>` : nothing}
        ${log ? html`<h3 data-test="handoff-heading">${t(this.events.length ? 'game.prevScoring' : 'game.prevTurn')}</h3>
          <ct-scoring-list .events=${this.events} .names=${this.names} .lines=${this.lines}></ct-scoring-list>` : nothing}
        ${changes ? html`<h3>${t('changes.heading')}</h3>
          <ul class="changes" data-test="handoff-changes">${this.changes.map((l) => html`<li>${l}</li>`)}</ul>` : nothing}
        <p class="hint">${t(mid ? 'handoff.tapAct' : 'handoff.tap')}</p>
        <button class="primary" data-test="handoff-continue" ?disabled=${!this.ready}>${t(mid ? 'handoff.buttonAct' : 'handoff.button', { name: this.name })}</button>
      </div>
    </div>`;
  }

  /**
   * A tap on the board that ends a turn is followed by the browser's compatibility click, which
   * lands on this overlay the moment it appears: only a press that began on the overlay counts
   * (a keyboard click has no press: detail 0), and only once the grace period is over.
   */
  private armed = false;

  private arm(): void {
    if (this.ready) this.armed = true;
  }

  private done(e: MouseEvent): void {
    e.stopPropagation();
    if (!this.ready || (!this.armed && e.detail !== 0)) return;
    this.dispatchEvent(new CustomEvent('ct-continue', { bubbles: true, composed: true }));
  }
}

customElements.define('ct-handoff', CtHandoff);

declare global {
  interface HTMLElementTagNameMap {
    'ct-handoff': CtHandoff;
  }
}
