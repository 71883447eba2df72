// The end of the game: winner(s), final table, the final scoring explained item by item, the
// score-over-turns chart, and everything scored during the game on request.
import { css, html, LitElement } from 'lit';
import { report } from '../../core/index.js';
import { playerLook } from '../game/player-style.js';
import { joinNames } from '../game/labels.js';
import { scoreHistory } from '../game/history.js';
import type { Session } from '../game/session.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-player-mark.js';
import '../components/ct-scoring-list.js';
import '../components/ct-score-chart.js';

export class CtEndScreen extends LitElement {
  static override properties = { session: { attribute: false } };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; overflow: auto; padding: 24px; }
    .page { max-width: 980px; margin: 0 auto; display: grid; gap: 20px; }
    .winner { font-size: 1.5rem; font-weight: 700; margin: 0; }
    h1, h2 { margin: 0; }
    table { border-collapse: collapse; min-width: 320px; width: max-content; }
    thead th:last-child { text-align: end; }
    th, td { padding: 6px 12px; text-align: start; border-bottom: 1px solid #d8cfbd; }
    td.points { text-align: end; font-weight: 700; font-variant-numeric: tabular-nums; }
    .name { display: inline-flex; gap: 8px; align-items: center; }
    .actions { display: flex; gap: 12px; flex-wrap: wrap; }
    details summary { cursor: pointer; min-height: 48px; line-height: 48px; font-weight: 600; }
  `];
  declare session: Session | null;
  private history: { key: string; rows: number[][] } | null = null;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.session = null;
  }

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
    const finalEvents = s.game.state.scoring.filter((e) => e.when === 'final');
    return html`<div class="page" data-test="end-screen">
      <h1>${t('end.heading')}</h1>
      <p class="winner" data-test="winner">${t('end.winner', { names: joinNames(winners) })}</p>
      <table data-test="final-table">
        <caption class="visually-hidden">${t('end.table')}</caption>
        <thead><tr><th scope="col">${t('end.rank')}</th><th scope="col">${t('end.player')}</th><th scope="col">${t('end.points')}</th></tr></thead>
        <tbody>
          ${ranking.map(({ p, i, score }) => {
            const look = playerLook(p.color);
            const rank = 1 + ranking.filter((o) => o.score > score).length;
            return html`<tr>
              <td>${rank}.</td>
              <th scope="row"><span class="name">
                <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink}></ct-player-mark>${p.name}
              </span></th>
              <td class="points" data-test="final-score-${i}">${score}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <section aria-labelledby="final">
        <h2 id="final">${t('end.finalScoring')}</h2>
        <ct-scoring-list .events=${finalEvents} .names=${names}></ct-scoring-list>
      </section>
      <section aria-labelledby="chart">
        <h2 id="chart">${t('end.chart')}</h2>
        <ct-score-chart .finalStep=${true} .history=${this.rows(s)} .names=${names} .colours=${players.map((p) => playerLook(p.color).fill)}></ct-score-chart>
      </section>
      <details>
        <summary>${t('end.allScoring')}</summary>
        <ct-scoring-list .events=${s.game.state.scoring} .names=${names}></ct-scoring-list>
      </details>
      <div class="actions">
        <button class="primary" @click=${() => this.emit('ct-new-game')}>${t('end.newGame')}</button>
        <button @click=${() => this.emit('ct-leave')}>${t('end.home')}</button>
        <button @click=${() => this.emit('ct-export')}>${t('game.export')}</button>
      </div>
    </div>`;
  }

  private emit(type: string): void {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }
}

customElements.define('ct-end-screen', CtEndScreen);

declare global {
  interface HTMLElementTagNameMap {
    'ct-end-screen': CtEndScreen;
  }
}
