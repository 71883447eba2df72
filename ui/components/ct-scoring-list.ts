// Score events explained item by item: "City (completed): 4 tiles × 2 + 1 pennant × 2 = 10 —
// 10 for Anna", then other things that happened (`lines`, e.g. "Anna’s knight escaped …"). Lines
// slide in one after another — all of them within 1.5 s however many there are — unless reduced
// motion, or `still` (a log being read, not news).
import { css, html, LitElement } from 'lit';
import type { ScoreEvent } from '../../core/index.js';
import { explainScore } from '../game/labels.js';
import { LocaleController } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtScoringList extends LitElement {
  static override properties = { events: { attribute: false }, names: { attribute: false }, lines: { attribute: false }, still: { type: Boolean } };
  static override styles = [sharedStyles, css`
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    li { background: #fffdf6; border: 1px solid #cfc6b4; border-radius: 8px; padding: 6px 10px; }
    .line { font-weight: 600; }
    .who { color: #3d352c; }
    li.log { background: #f3eee0; }
    @media (prefers-reduced-motion: no-preference) {
      ul:not(.still) li { animation: enter 420ms ease-out backwards; animation-delay: calc(var(--i) * var(--step)); }
      @keyframes enter { from { opacity: 0; transform: translateY(10px); } }
    }
  `];
  declare events: ScoreEvent[];
  declare names: string[];
  declare lines: string[];
  declare still: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.events = [];
    this.names = [];
    this.lines = [];
    this.still = false;
  }

  override render() {
    // One line after another, 350 ms apart, but the last one starts within 1.1 s (ends by 1.5 s).
    const step = Math.min(350, 1100 / Math.max(1, this.events.length + this.lines.length - 1));
    return html`<ul data-test="scoring-list" class=${this.still ? 'still' : ''} style="--step: ${step.toFixed(0)}ms">
      ${this.events.map((e, i) => {
        const x = explainScore(e, this.names);
        return html`<li style="--i: ${i}">
          <div class="line">${x.line}</div>
          <div class="who">${x.receivers}</div>
          ${x.extras.map((line) => html`<div class="who">${line}</div>`)}
        </li>`;
      })}
      ${this.lines.map((line, i) => html`<li class="log" data-test="turn-log" style="--i: ${this.events.length + i}">${line}</li>`)}
    </ul>`;
  }
}

customElements.define('ct-scoring-list', CtScoringList);

declare global {
  interface HTMLElementTagNameMap {
    'ct-scoring-list': CtScoringList;
  }
}
