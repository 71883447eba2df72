// The compact score track on the rail along the top of the board, always in view: each player's token with
// their mark, score and what they gained in the last turn ("+6"); whose turn it is stands out.
// A tap opens the game's log and chart (ct-score-track-open). The button's name is what it shows (a
// screen reader hears the same words a sighted player reads); the full sentence is its description.
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
    @media (max-width: 900px) { .name { display: none; } }
  `];
  declare players: { name: string; color: string }[];
  declare scores: number[];
  declare gains: number[];
  declare current: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.players = [];
    this.scores = [];
    this.gains = [];
    this.current = -1;
  }

  override render() {
    return html`<nav aria-label=${t('track.label')}><ol data-test="score-track">
      ${this.players.map((p, i) => {
        const look = playerLook(p.color), points = this.scores[i] ?? 0, gain = this.gains[i] ?? 0;
        const label = `${plural('track.entry', points, { name: p.name, points })}${gain > 0 ? `, ${t('track.gain', { points: gain })}` : ''}`;
        return html`<li class=${i === this.current ? 'current' : ''}>
          <button data-test="track-${i}" aria-describedby="track-said-${i}" aria-current=${i === this.current ? 'true' : 'false'}
            @click=${() => this.dispatchEvent(new CustomEvent('ct-score-track-open', { bubbles: true, composed: true }))}>
            <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="34"></ct-player-mark>
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
