// The end of the game, result first: who won and the final table as tokens on the table, then the
// final scoring by player and kind (zero lines folded away), the score chart, and everything
// scored during the game on request. The cards come in one after another within about a second;
// a tap or a key shows everything at once, and reduced motion shows it still.
import { css, html, LitElement, nothing } from 'lit';
import { hintCounts } from '../ai/hints.js';
import { report } from '../../core/index.js';
import { playerLook } from '../game/player-style.js';
import { joinNames } from '../game/labels.js';
import { scoreHistory } from '../game/history.js';
import { finalByPlayer } from '../game/final-groups.js';
import type { Session } from '../game/session.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import { KeepAwakeController } from '../platform/wake-lock.js';
import '../components/ct-player-mark.js';
import '../components/ct-scoring-list.js';
import '../components/ct-score-chart.js';
import '../components/ct-final-player.js';

/** Between one card and the next while they come in (the last starts ≤ 1 s after the first). */
const REVEAL_STEP_MS = 110;

export class CtEndScreen extends LitElement {
  static override properties = { session: { attribute: false }, settled: { type: Boolean, reflect: true } };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; overflow: auto; padding: 24px 16px; }
    .page { max-width: 980px; margin: 0 auto; display: grid; gap: 20px; }
    .result { display: grid; gap: 14px; justify-items: center; text-align: center; }
    .winner { font-size: 1.75rem; font-weight: 800; margin: 0; }
    h1 { margin: 0; font-size: 1.25rem; color: #5a4631; }
    h2 { margin: 0 0 10px; }
    table { border-collapse: separate; border-spacing: 0 8px; min-width: min(420px, 100%); }
    th, td { padding: 8px 14px; text-align: start; background: #fffaf0; }
    tbody tr > :first-child { border-radius: 12px 0 0 12px; }
    tbody tr > :last-child { border-radius: 0 12px 12px 0; }
    tbody tr.first th, tbody tr.first td { background: #fff0b8; }
    thead th { background: none; font-size: 0.875rem; color: #5a4631; }
    thead th:last-child { text-align: end; }
    td.points { text-align: end; font-weight: 800; font-size: 1.35rem; font-variant-numeric: tabular-nums; }
    .name { display: inline-flex; gap: 10px; align-items: center; font-size: 1.1rem; }
    .players { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); }
    .actions { display: flex; gap: 12px; flex-wrap: wrap; justify-content: center; }
    .actions .primary { min-height: 60px; font-size: 1.15rem; }
    details summary { cursor: pointer; min-height: 48px; line-height: 48px; font-weight: 600; }
    @media (prefers-reduced-motion: no-preference) {
      :host(:not([settled])) .reveal { animation: enter 360ms ease-out backwards; animation-delay: calc(var(--i) * ${REVEAL_STEP_MS}ms); }
      @keyframes enter { from { opacity: 0; transform: translateY(14px) scale(0.98); } }
    }
  `];
  declare session: Session | null;
  /** Everything shown: no card still coming in (a tap sets it at once). */
  declare settled: boolean;
  private history: { key: string; rows: number[][] } | null = null;
  private readonly i18n = new LocaleController(this);
  /** The table reads the result and talks it over: the screen stays on here too (ui/platform/wake-lock.ts). */
  private readonly awake = new KeepAwakeController(this);
  private timer = 0;

  constructor() {
    super();
    this.session = null;
    this.settled = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('pointerdown', this.settle);
    window.addEventListener('keydown', this.settle);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('pointerdown', this.settle);
    window.removeEventListener('keydown', this.settle);
    clearTimeout(this.timer);
  }

  protected override firstUpdated(): void {
    const cards = this.renderRoot.querySelectorAll('.reveal').length;
    this.timer = window.setTimeout(this.settle, cards * REVEAL_STEP_MS + 400);
  }

  private settle = (e?: Event): void => {
    clearTimeout(this.timer);
    this.settled = true;
    if (e?.type === 'pointerdown') this.armed = true;
  };

  /**
   * The tap that ended the game is followed by the browser's compatibility click, which lands on
   * this screen the moment it appears: only a press that began here counts (a keyboard has detail 0).
   */
  private armed = false;

  private rows(s: Session): number[][] {
    const key = `${s.id}:${s.game.actions.length}`;
    if (this.history?.key !== key) this.history = { key, rows: scoreHistory(s.catalog, s.record()) };
    return this.history.rows;
  }

  override render() {
    const s = this.session;
    if (!s) return html``;
    const r = report(s.game);
    const players = s.game.state.setup.players;
    const names = players.map((p) => p.name);
    const best = Math.max(...r.scores);
    const winners = names.filter((_, i) => r.scores[i] === best);
    const ranking = players.map((p, i) => ({ p, i, score: r.scores[i] })).sort((a, b) => b.score - a.score || a.i - b.i);
    const finals = finalByPlayer(s.game.state.scoring, players.length, ranking.map((x) => x.i));
    const hints = hintCounts(s.id, players.length);
    let n = 0;
    return html`<div class="page" data-test="end-screen">
      <section class="result" aria-labelledby="end-title">
        <h1 id="end-title" class="reveal" style="--i: ${n++}">${t('end.heading')}</h1>
        <p class="winner reveal" style="--i: ${n++}" data-test="winner">${t('end.winner', { names: joinNames(winners) })}</p>
        <table data-test="final-table" class="reveal" style="--i: ${n++}">
          <caption class="visually-hidden">${t('end.table')}</caption>
          <thead><tr><th scope="col">${t('end.rank')}</th><th scope="col">${t('end.player')}</th><th scope="col">${t('end.points')}</th></tr></thead>
          <tbody>
            ${ranking.map(({ p, i, score }) => {
              const look = playerLook(p.color);
              const rank = 1 + ranking.filter((o) => o.score > score).length;
              return html`<tr class=${rank === 1 ? 'first' : ''}>
                <td>${rank}.</td>
                <th scope="row"><span class="name">
                  <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="36"></ct-player-mark>${p.name}
                  ${p.computer ? html`<small>${t(`seat.${p.computer}`, undefined, t('seat.computerMark'))}</small>` : nothing}
                  ${hints[i] > 0 ? html`<small data-test="hints-used-${i}">${t('hint.count', { count: hints[i] })}</small>` : nothing}
                </span></th>
                <td class="points" data-test="final-score-${i}">${score}</td>
              </tr>`;
            })}
          </tbody>
        </table>
      </section>
      <div class="actions reveal" style="--i: ${n++}">
        <button class="primary" data-test="new-game" @click=${(e: MouseEvent) => this.emit('ct-new-game', e)}>${t('end.newGame')}</button>
        <button @click=${(e: MouseEvent) => this.emit('ct-leave', e)}>${t('end.home')}</button>
        <button @click=${(e: MouseEvent) => this.emit('ct-export', e)}>${t('game.export')}</button>
      </div>
      <section aria-labelledby="final">
        <h2 id="final">${t('end.byPlayer')}</h2>
        <div class="players" data-test="final-by-player">
          ${finals.map((f) => html`<ct-final-player class="reveal" style="--i: ${n++}" .final=${f} .names=${names}
              .color=${players[f.player].color}></ct-final-player>`)}
        </div>
      </section>
      <section aria-labelledby="chart" class="reveal" style="--i: ${n++}">
        <h2 id="chart">${t('end.chart')}</h2>
        <ct-score-chart .finalStep=${true} .history=${this.rows(s)} .names=${names} .colours=${players.map((p) => playerLook(p.color).fill)}></ct-score-chart>
      </section>
      <details>
        <summary>${t('end.allScoring')}</summary>
        <ct-scoring-list .events=${s.game.state.scoring} .names=${names} still></ct-scoring-list>
      </details>
    </div>`;
  }

  private emit(type: string, e?: MouseEvent): void {
    if (e && !this.armed && e.detail !== 0) return;
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }
}

customElements.define('ct-end-screen', CtEndScreen);

declare global {
  interface HTMLElementTagNameMap {
    'ct-end-screen': CtEndScreen;
  }
}
