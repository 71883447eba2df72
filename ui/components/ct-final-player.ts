// One player's final scoring on the end screen: their token, the points the final scoring gave
// them, one line per kind ("City: 12") that opens to the explained lines, and the lines that gave
// them nothing folded into one closed line ("3 lines with 0 points").
import { css, html, LitElement, nothing } from 'lit';
import type { PlayerFinal } from '../game/final-groups.js';
import { kindName } from '../game/labels.js';
import { playerLook } from '../game/player-style.js';
import { LocaleController, plural, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';
import './ct-scoring-list.js';

export class CtFinalPlayer extends LitElement {
  static override properties = { final: { attribute: false }, names: { attribute: false }, color: {} };
  static override styles = [sharedStyles, css`
    :host { display: block; background: #fffaf0; border: 1px solid #cdbb94; border-radius: 14px; padding: 12px 14px;
      box-shadow: 0 2px 0 #b9a47a, 0 6px 14px rgb(60 40 10 / 18%); }
    h3 { display: flex; align-items: center; gap: 10px; font-size: 1.15rem; margin: 0 0 8px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
    summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; gap: 8px; font-weight: 600; list-style: none; }
    summary::-webkit-details-marker { display: none; }
    summary::before { content: '▸'; color: #6b4f2a; width: 1em; }
    details[open] > summary::before { content: '▾'; }
    summary .pts { margin-inline-start: auto; font-variant-numeric: tabular-nums; font-weight: 800; }
    .zero summary { color: #5a4f43; font-weight: 500; }
    ct-scoring-list { margin: 4px 0 8px; }
  `];
  declare final: PlayerFinal | null;
  declare names: string[];
  declare color: string;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.final = null;
    this.names = [];
    this.color = '';
  }

  override render() {
    const f = this.final;
    if (!f) return nothing;
    const look = playerLook(this.color), name = this.names[f.player] ?? '';
    return html`<h3 data-test="final-player-${f.player}">
        <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="32"></ct-player-mark>
        ${t('end.playerTotal', { name, points: f.total })}</h3>
      ${f.kinds.length === 0 ? html`<p>${t('end.nothingFinal')}</p>` : nothing}
      <ul>
        ${f.kinds.map((k) => html`<li><details data-test="final-kind">
          <summary><span>${kindName(k.kind)}</span><span class="pts">${k.points}</span></summary>
          <ct-scoring-list .events=${k.events} .names=${this.names} still></ct-scoring-list>
        </details></li>`)}
        ${f.zero.length ? html`<li class="zero"><details data-test="final-zero">
          <summary>${plural('end.zeroFolded', f.zero.length)}</summary>
          <ct-scoring-list .events=${f.zero} .names=${this.names} still></ct-scoring-list>
        </details></li>` : nothing}
      </ul>`;
  }
}

customElements.define('ct-final-player', CtFinalPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'ct-final-player': CtFinalPlayer;
  }
}
