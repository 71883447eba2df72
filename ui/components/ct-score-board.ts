// The score board: each player's mark, name, points and followers in supply — per follower type
// when the game has more than one (a small follower of the type's size, its name, the count); the
// current player marked in words too. A score that rises pulses (not with reduced motion); during the scoring
// animation it counts up from the old score (`counting`, set by the game screen) and pulses then.
import { css, html, LitElement, type PropertyValues } from 'lit';
import type { FollowerTypeDef } from '../../core/index.js';
import { followerTypeName } from '../game/labels.js';
import { playerLook, type PlayerLook } from '../game/player-style.js';
import { countUp } from '../game/score-show.js';
import { LocaleController, t } from '../i18n/index.js';
import { meepleIcon } from './meeple-icon.js';
import { sharedStyles, visuallyHiddenRules } from './shared-styles.js';
import './ct-player-mark.js';

export class CtScoreBoard extends LitElement {
  static override properties = {
    players: { attribute: false }, scores: { attribute: false }, supply: { attribute: false }, types: { attribute: false },
    current: { type: Number },
    counting: { attribute: false },
  };
  static override styles = [sharedStyles, css`
    table { border-collapse: collapse; width: 100%; }
    caption { text-align: start; font-weight: 700; font-size: 1.05rem; padding-bottom: 4px; }
    td, th { padding: 4px 6px; text-align: start; }
    th[scope='row'] { font-weight: 600; display: flex; align-items: center; gap: 8px; }
    td.points { font-variant-numeric: tabular-nums; font-weight: 700; font-size: 1.2rem; text-align: end; }
    td.supply { color: #4a4239; font-size: 0.9rem; text-align: end; white-space: nowrap; }
    td.supply ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; justify-items: end; }
    td.supply li { display: flex; align-items: end; gap: 4px; }
    tr.current { background: #fff6d6; }
    .now { font-size: 0.875rem; font-weight: 600; color: #5c4a00; }
    /*
     * A low screen lying: one line a row (the words "now playing" wrapped it onto two), five rows in
     * view. The words go to screen readers only there (the row's colour and the turn's heading say
     * it), so a name is not cut for them ("Player 2 (now play…", play-test).
     */
    @media (orientation: landscape) and (max-height: 800px) {
      td, th { padding: 2px 4px; }
      th[scope='row'] span { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 11em; }
      th[scope='row'] .now { ${visuallyHiddenRules} }
    }
    @media (prefers-reduced-motion: no-preference) {
      td.bump { animation: bump 900ms ease-out; }
      @keyframes bump { 0% { background: #ffe27a; transform: scale(1.25); } 100% { background: transparent; transform: none; } }
    }
  `];
  declare players: { name: string; color: string }[];
  declare scores: number[];
  /** Per player: follower type id → how many are in supply (GameState.supply). */
  declare supply: Readonly<Record<string, number>>[];
  /** The game's follower types, in the registry's order (GameView.followerTypes()). */
  declare types: readonly Pick<FollowerTypeDef, 'id' | 'size'>[];
  declare current: number;
  /** Count up from `from` to `scores`, starting at performance.now() = `at`; null shows `scores`. */
  declare counting: { from: number[]; at: number; duration: number } | null;
  private bumped = new Set<number>();
  /** Rises that pulse once the count reaches them. */
  private pendingBump: Set<number> | null = null;
  private raf = 0;
  private timer = 0;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.players = [];
    this.scores = [];
    this.supply = [];
    this.types = [];
    this.current = -1;
    this.counting = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.raf);
    clearTimeout(this.timer);
    this.raf = 0;
    this.timer = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const old = changed.get('scores') as number[] | undefined;
    // A new array with the same numbers is no change: keep a running pulse going.
    if (!old || old.length !== this.scores.length || old.some((v, i) => v !== this.scores[i])) {
      const from = this.counting?.from ?? old;
      const risen = new Set(from ? this.scores.flatMap((s, i) => (s > (from[i] ?? 0) ? [i] : [])) : []);
      if (this.counting) { this.pendingBump = risen; this.bumped = new Set(); } else this.bumped = risen;
    }
    if (!this.counting && this.pendingBump) { this.bumped = this.pendingBump; this.pendingBump = null; }
  }

  /** The numbers shown now: the scores, or where the count has got to. */
  private shown(): number[] {
    const c = this.counting;
    if (!c) return this.scores;
    return countUp(c.from, this.scores, c.duration > 0 ? (performance.now() - c.at) / c.duration : 1);
  }

  protected override updated(): void {
    const c = this.counting, now = performance.now();
    if (!c || this.raf || this.timer) return;
    // Idle until the count starts (the labels play first), then one frame after another.
    if (now < c.at) this.timer = window.setTimeout(() => { this.timer = 0; this.requestUpdate(); }, c.at - now);
    else if (now < c.at + c.duration || this.pendingBump) this.raf = requestAnimationFrame(this.tick);
  }

  private readonly tick = (): void => {
    this.raf = 0;
    const c = this.counting;
    if (c && performance.now() >= c.at + c.duration && this.pendingBump) {
      this.bumped = this.pendingBump;
      this.pendingBump = null;
    }
    this.requestUpdate();
  };

  override render() {
    const shown = this.shown();
    return html`<table data-test="scoreboard">
      <caption>${t('game.scores')}</caption>
      <tbody>
        ${this.players.map((p, i) => {
          const look = playerLook(p.color);
          return html`<tr class=${i === this.current ? 'current' : ''}>
            <th scope="row">
              <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink}></ct-player-mark>
              <span>${p.name}${i === this.current ? html` <span class="now">(${t('game.current')})</span>` : ''}</span>
            </th>
            <td class="points ${this.bumped.has(i) ? 'bump' : ''}" data-test="score-${i}">${shown[i] ?? 0}</td>
            <td class="supply" data-test="supply-${i}">${this.renderSupply(this.supply[i] ?? {}, look)}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  /** One type: "followers: 7" as ever. Several: one line per type, "big follower: 1" beside a follower of its size. */
  private renderSupply(own: Readonly<Record<string, number>>, look: PlayerLook) {
    if (this.types.length <= 1) return t('game.supply', { n: this.types[0] ? own[this.types[0].id] ?? 0 : 0 });
    return html`<ul>${this.types.map((d) => html`<li data-type=${d.id}>
      ${meepleIcon(look, 14, Math.min(1.6, Math.max(0.7, d.size)))}<span>${t('game.supplyOf', { name: followerTypeName(d.id), n: own[d.id] ?? 0 })}</span>
    </li>`)}</ul>`;
  }
}

customElements.define('ct-score-board', CtScoreBoard);

declare global {
  interface HTMLElementTagNameMap {
    'ct-score-board': CtScoreBoard;
  }
}
