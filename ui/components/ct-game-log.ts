// The whole game's log, newest turn first: who played, where their tile went, what was scored
// (explained item by item) and what else happened (expansion lines). Filterable by player: the
// chips choose whose turns to show ("Everyone" by default); a score for another player in a
// shown turn stays in it. A placed tile's "Show on the board" asks the game screen (ct-show-tile)
// to close the drawer and bring the tile into view, outlined: the squares have no names to give.
import { css, html, LitElement, nothing } from 'lit';
import type { GameView, PlacedFollower } from '../../core/index.js';
import { followerLabel } from '../game/labels.js';
import { squareWhere } from '../game/square-words.js';
import type { TurnRecord } from '../game/chronicle.js';
import { playerLook } from '../game/player-style.js';
import { describeEvents } from '../panels/registry.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';
import './ct-scoring-list.js';

export class CtGameLog extends LitElement {
  static override properties = { game: { attribute: false }, turns: { attribute: false }, revision: { type: Number }, only: { state: true } };
  static override styles = [sharedStyles, css`
    :host { display: grid; gap: 12px; }
    .filter { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; border: 0; padding: 0; margin: 0; }
    .filter legend { font-weight: 700; padding: 0; margin-bottom: 6px; }
    .filter button { display: inline-flex; gap: 6px; align-items: center; padding: 0 14px; }
    .filter button[aria-pressed='true'] { background: var(--ct-primary, #2f5d34); color: #fff; }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
    h3 { margin: 0 0 4px; font-size: 1rem; display: flex; gap: 8px; align-items: center; }
    .placed { margin: 0 0 6px; color: #3d2f1c; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
    .placed button { min-height: 44px; padding: 0 12px; font-weight: 500; }
  `];
  declare game: GameView | null;
  declare turns: readonly TurnRecord[];
  declare revision: number;
  /** The player whose turns are shown; -1 for everyone. */
  declare only: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.game = null;
    this.turns = [];
    this.revision = 0;
    this.only = -1;
  }

  override render() {
    const game = this.game;
    if (!game) return nothing;
    const players = game.state.setup.players, names = players.map((p) => p.name);
    const shown = this.turns.filter((r) => this.only < 0 || r.player === this.only).slice().reverse();
    const chip = (p: number, label: string) => {
      const look = p >= 0 ? playerLook(players[p].color) : null;
      return html`<button data-test="log-filter-${p}" aria-pressed=${this.only === p ? 'true' : 'false'} @click=${() => { this.only = p; }}>
        ${look ? html`<ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="24"></ct-player-mark>` : nothing}
        ${label}</button>`;
    };
    return html`
      <fieldset class="filter"><legend>${t('log.filter')}</legend>
        ${chip(-1, t('log.everyone'))}${players.map((p, i) => chip(i, p.name))}
      </fieldset>
      ${shown.length === 0 ? html`<p data-test="log-empty">${this.only < 0 ? t('log.nothing') : t('log.noneFor', { name: names[this.only] })}</p>` : nothing}
      <ol data-test="game-log">
        ${shown.map((r) => {
          const look = playerLook(players[r.player]?.color ?? '');
          return html`<li data-test="log-turn" data-player=${r.player}>
            <h3><ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="24"></ct-player-mark>
              ${t('log.turn', { n: r.turn + 1, name: names[r.player] ?? '' })}</h3>
            ${r.tiles.filter((i) => game.state.board[i] !== undefined).map((i) => html`<p class="placed">${placedText(game, r, i)}
              <button data-test="log-show-tile" aria-label=${t('log.showAt', { where: squareWhere(game.state.board[i].x, game.state.board[i].y) })}
                @click=${() => this.show(i, r.player)}>${t('log.show')}</button></p>`)}
            ${r.events.length || r.log.length ? html`<ct-scoring-list .events=${r.events} .names=${names}
                .lines=${describeEvents(r.log, names, game)} .still=${true}></ct-scoring-list>` : nothing}
          </li>`;
        })}
      </ol>
    `;
  }

  private show(tile: number, player: number): void {
    this.dispatchEvent(new CustomEvent<ShowTileDetail>('ct-show-tile', { detail: { tile, player }, bubbles: true, composed: true }));
  }
}

export interface ShowTileDetail { tile: number; player: number }

/** "placed a tile", with the follower put on it that turn ("placed a tile: Thief on the road (east edge)"). */
function placedText(game: GameView, r: TurnRecord, tile: number): string {
  const on: PlacedFollower[] = [];
  for (const e of r.log) {
    const f = e.type === 'deployed' ? (e as { follower?: PlacedFollower }).follower : undefined;
    if (f?.tile === tile) on.push(f);
  }
  return on.length === 0 ? t('log.placed') : t('log.placedWith', { follower: on.map((f) => followerLabel(game, f)).join(', ') });
}

customElements.define('ct-game-log', CtGameLog);

declare global {
  interface HTMLElementTagNameMap {
    'ct-game-log': CtGameLog;
  }
}
