// The compact score track on the rail along the top of the board, always in view: each player's token with
// their mark, score and what they gained in the last turn ("+6"); whose turn it is stands out.
// A tap opens the game's log and chart (ct-score-track-open). The button's name is what it shows (a
// screen reader hears the same words a sighted player reads); the full sentence is its description.
// Names show only while every chip fits in one row of the track's own width (the board column, not
// the window, decides: at 1024×768 five named chips wrapped into three rows over the board); else the
// chips are short (mark and score) and a gain sits on the chip's corner, taking no width.
import { css, html, LitElement } from 'lit';
import { playerLook } from '../game/player-style.js';
import { LocaleController, plural, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';

export class CtScoreTrack extends LitElement {
  static override properties = {
    players: { attribute: false }, scores: { attribute: false }, gains: { attribute: false }, current: { type: Number },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; pointer-events: none; }
    ol {
      list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 8px;
    }
    button {
      pointer-events: auto; display: flex; align-items: center; gap: 8px; min-height: 48px; padding: 4px 14px 4px 6px;
      border-radius: 26px; border: 2px solid #6b4f2a; color: #2a1d0e; font-weight: 700; font-size: 1rem;
      background: linear-gradient(#fffaf0, #efe2c4); box-shadow: 0 3px 0 #4b3519, 0 5px 10px rgb(0 0 0 / 30%);
    }
    li.current button { background: linear-gradient(#fff3c4, #f4d77a); border-color: #2a1d0e; }
    .points { font-size: 1.2rem; font-variant-numeric: tabular-nums; }
    .gain { font-size: 0.875rem; color: #1d5b25; background: #e0f0d9; border-radius: 10px; padding: 0 6px; }
    .name { max-width: 9em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    :host([short]) .name { display: none; }
    :host([short]) ol { gap: 6px 4px; }
    :host([short]) button { position: relative; gap: 3px; padding: 4px 6px 4px 2px; }
    :host([short]) .points { font-size: 1.1rem; }
    :host([short]) .gain { position: absolute; top: -7px; inset-inline-end: -6px; font-size: 0.75rem; line-height: 1.3; border: 1px solid #1d5b25; }
  `];
  declare players: { name: string; color: string }[];
  declare scores: number[];
  declare gains: number[];
  declare current: number;
  private readonly i18n = new LocaleController(this);
  private readonly sized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.widthChanged()) : null;
  private width = -1;

  constructor() {
    super();
    this.players = [];
    this.scores = [];
    this.gains = [];
    this.current = -1;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.sized?.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sized?.disconnect();
  }

  protected override updated(): void {
    this.fit();
  }

  /** Only a new width matters (the track's height follows from the fit); the fit in the next frame, as
   *  changing the observed element's height inside its own delivery is a ResizeObserver loop error. */
  private widthChanged(): void {
    const w = Math.round(this.getBoundingClientRect().width);
    if (w === this.width) return;
    this.width = w;
    requestAnimationFrame(() => this.fit());
  }

  /** Named chips when all of them fit in one row, else short ones (measured: names and scores vary). */
  private fit(): void {
    const chips = this.renderRoot.querySelectorAll('li');
    this.removeAttribute('short');
    if (chips.length < 2) return;
    const wraps = chips[chips.length - 1].offsetTop > chips[0].offsetTop;
    this.toggleAttribute('short', wraps);
  }

  override render() {
    return html`<nav aria-label=${t('track.label')}><ol data-test="score-track">
      ${this.players.map((p, i) => {
        const look = playerLook(p.color), points = this.scores[i] ?? 0, gain = this.gains[i] ?? 0;
        const label = `${plural('track.entry', points, { name: p.name, points })}${gain > 0 ? `, ${t('track.gain', { points: gain })}` : ''}`;
        return html`<li class=${i === this.current ? 'current' : ''}>
          <button data-test="track-${i}" aria-describedby="track-said-${i}" aria-current=${i === this.current ? 'true' : 'false'}
            @click=${() => this.dispatchEvent(new CustomEvent('ct-score-track-open', { bubbles: true, composed: true }))}>
            <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="28"></ct-player-mark>
            <span class="name">${p.name}</span>
            <span class="points">${points}</span>
            ${gain > 0 ? html`<span class="gain" data-test="track-gain-${i}">+${gain}</span>` : ''}
          </button>
          <span class="visually-hidden" id="track-said-${i}">${label}</span>
        </li>`;
      })}
    </ol></nav>`;
  }
}

customElements.define('ct-score-track', CtScoreTrack);

declare global {
  interface HTMLElementTagNameMap {
    'ct-score-track': CtScoreTrack;
  }
}
