// The scoring animation over the board (ui/game/score-show.ts plans it): a "+N" with the scorer's
// shape mark rises from each scored feature and fades, one event after another. A DOM layer over
// the canvas, placed with the board's worldToClient: text and marks stay sharp and the same size
// at any zoom, and the browser animates only transform and opacity (compositor work). With reduced
// motion every label is shown at once, still. Decoration only: the handoff's list and the score
// board say the same in words, so the layer is hidden from assistive technology and never takes a tap.
import { css, html, LitElement, nothing } from 'lit';
import type { ScoreStep } from '../game/score-show.js';
import './ct-player-mark.js';

/** What the overlay needs from the board view. */
export interface WorldToClient {
  worldToClient(x: number, y: number): { x: number; y: number };
}

/** How long the labels follow the board after the show starts (the board may still be gliding to the play). */
const FOLLOW_MS = 1200;
/** Labels keep this far (CSS px) inside the board area. */
const MARGIN = 36;
/** Still labels at the same place stack this far apart (CSS px). */
const ROW = 40;

export class CtScoreOverlay extends LitElement {
  static override properties = { steps: { attribute: false }, board: { attribute: false }, moving: { type: Boolean }, started: { type: Number } };
  static override styles = css`
    :host { position: absolute; inset: 0; pointer-events: none; overflow: hidden; z-index: 1; }
    .burst { position: absolute; left: 0; top: 0; will-change: transform; }
    .rise {
      display: flex; gap: 6px; transform: translate(-50%, -50%);
      animation: rise var(--dur) cubic-bezier(0.2, 0.7, 0.3, 1) var(--delay) both;
    }
    .still .rise { animation: none; }
    .chip {
      display: inline-flex; align-items: center; gap: 5px; padding: 3px 10px 3px 4px; border-radius: 999px;
      background: rgb(255 253 246 / 94%); border: 3px solid var(--fill); box-shadow: 0 3px 10px rgb(0 0 0 / 40%);
      font: 800 1.5rem/1 system-ui, sans-serif; color: #1d1a14; font-variant-numeric: tabular-nums; white-space: nowrap;
    }
    @keyframes rise {
      0% { opacity: 0; transform: translate(-50%, -30%) scale(0.6); }
      18% { opacity: 1; transform: translate(-50%, -55%) scale(1.12); }
      30% { opacity: 1; transform: translate(-50%, -70%) scale(1); }
      72% { opacity: 1; }
      100% { opacity: 0; transform: translate(-50%, calc(-50% - 72px)) scale(1); }
    }
  `;
  declare steps: ScoreStep[];
  declare board: WorldToClient | null;
  /** false: every label at once, without motion (prefers-reduced-motion). */
  declare moving: boolean;
  /** performance.now() when the show started. */
  declare started: number;
  private raf = 0;

  constructor() {
    super();
    this.steps = [];
    this.board = null;
    this.moving = true;
    this.started = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('resize', this.place);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('resize', this.place);
    cancelAnimationFrame(this.raf);
    this.raf = 0;
  }

  override render() {
    if (!this.steps.length) return nothing;
    return html`<div aria-hidden="true" data-test="score-overlay" class=${this.moving ? 'moving' : 'still'}>
      ${this.steps.map((s, i) => html`<div class="burst" data-step=${i} style="--delay: ${s.start}ms; --dur: ${s.duration}ms">
        <div class="rise">${s.labels.map((l) => html`<span class="chip" data-test="score-gain" data-player=${l.player} style="--fill: ${l.look.fill}">
          <ct-player-mark .fill=${l.look.fill} .stroke=${l.look.stroke} .mark=${l.look.mark} .markColor=${l.look.ink} size="26"></ct-player-mark>${l.text}</span>`)}</div>
      </div>`)}
    </div>`;
  }

  protected override updated(): void {
    this.place();
    if (!this.raf) this.raf = requestAnimationFrame(this.follow);
  }

  /** Keeps the labels on their features while the board still moves at the start of the show. */
  private readonly follow = (): void => {
    this.raf = 0;
    this.place();
    const end = this.moving ? Math.max(...this.steps.map((s) => s.start + s.duration), 0) : FOLLOW_MS;
    if (performance.now() - this.started < Math.max(end, FOLLOW_MS)) this.raf = requestAnimationFrame(this.follow);
  };

  /** Places every label at its world point, inside the board area; still labels at one place stack. */
  private readonly place = (): void => {
    const board = this.board;
    if (!board || !this.isConnected) return;
    const r = this.getBoundingClientRect();
    const used: { x: number; y: number }[] = [];
    this.renderRoot.querySelectorAll<HTMLElement>('.burst').forEach((el) => {
      const step = this.steps[Number(el.dataset.step)];
      if (!step) return;
      const p = board.worldToClient(step.at.x, step.at.y);
      const x = Math.min(r.width - MARGIN, Math.max(MARGIN, p.x - r.left));
      let y = Math.min(r.height - MARGIN, Math.max(MARGIN, p.y - r.top));
      if (!this.moving) {
        while (used.some((u) => Math.abs(u.x - x) < 90 && Math.abs(u.y - y) < ROW)) y += ROW;
        used.push({ x, y });
      }
      el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
    });
  };
}

customElements.define('ct-score-overlay', CtScoreOverlay);

declare global {
  interface HTMLElementTagNameMap {
    'ct-score-overlay': CtScoreOverlay;
  }
}
