// The active player's controls: the drawn tile and tiles left, what to do next, turn / place /
// no follower / undo, the farm overlay (and, lying, the Hint button: `hintButton`), and the
// keyboard alternatives to the canvas: every legal square for the tile (said from the start tile,
// as the chosen square is: square-words.ts) and every follower spot as a labelled button (a spot
// that takes several follower types opens the type picker on the board, as a tap on it does).
import { css, html, LitElement, nothing } from 'lit';
import type { Session } from '../game/session.js';
import { hintOffered, type HintAsker } from '../ai/hint-asker.js';
import { playerLook } from '../game/player-style.js';
import { ruleText, spotLabels, turnTitle } from '../game/labels.js';
import { squareWhere, turnWords } from '../game/square-words.js';
import { LocaleController, plural, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-player-mark.js';
import './ct-tile-preview.js';

export class CtTurnPanel extends LitElement {
  static override properties = {
    session: { attribute: false }, asker: { attribute: false }, hintButton: { attribute: false }, revision: { type: Number },
  };
  static override styles = [sharedStyles, css`
    :host { display: grid; gap: 10px; }
    .head { display: flex; align-items: center; gap: 8px 16px; flex-wrap: wrap; }
    .head .left { margin-inline-start: auto; }
    .turn { display: flex; align-items: center; gap: 10px; font-size: 1.3rem; font-weight: 700; margin: 0; }
    .turn:focus { outline: none; }
    .turn:focus-visible { outline: 3px solid var(--ct-focus, #1a4fd6); outline-offset: 2px; }
    /* Moved here after a tap (the game screen says so): no ring for touch, the reader still follows. */
    .turn[data-quiet-focus]:focus-visible { outline: none; }
    .tile { display: flex; gap: 14px; align-items: center; }
    .left { font-size: 1.05rem; }
    .buttons { display: flex; flex-wrap: wrap; gap: 8px; }
    .buttons button { flex: 1 1 auto; }
    /* Upright the turn's actions and its tools (undo, farms) share one wrapping row. */
    .act, .tools { display: contents; }
    /*
     * Lying, the panel is narrow: the actions wrap as they need, then the tools and the Hint share
     * one row, their labels wrapping onto a second line (within the button's height) rather than the
     * Hint taking a row of its own; a single word too long for a third of the row takes its width.
     */
    @media (orientation: landscape) {
      .buttons { display: grid; }
      .act { display: flex; flex-wrap: wrap; gap: inherit; }
      .tools { display: flex; gap: inherit; }
      .tools button { padding-inline: 10px; line-height: 1.15; }
    }
    .toggle[aria-pressed='true'] { background: #e3efe0; }
    details summary { cursor: pointer; min-height: 48px; line-height: 48px; font-weight: 600; }
    .list { display: flex; flex-wrap: wrap; gap: 6px; max-height: 220px; overflow: auto; padding: 2px; }
    .list button { font-weight: 500; }
    .list button[aria-pressed='true'] { background: var(--ct-primary, #2f5d34); color: #fff; }
    /* The hint and a refused move share one slot; empty, it takes no room but the panel's gap. */
    .notes { display: grid; gap: 4px; }
    .notes p { margin: 0; }
    /* While a tile is placed or a follower deployed a line stays kept for a refusal, so nothing jumps. */
    .notes.keep [role='alert'] { min-height: 1.2em; }
    /* A low screen lying: tighter, so the score rows below keep their room (game-screen-styles.ts). */
    @media (orientation: landscape) and (max-height: 800px) {
      :host, .buttons { gap: 6px; }
      /* Two buttons a row in every language (Dutch and Italian took a row each). */
      .buttons button { padding-inline: 6px; }
    }
  `];
  declare session: Session | null;
  /** The person's hint (its reason shows in ct-bot-bar, which offers the button when this panel does not). */
  declare asker: HintAsker | null;
  /** The Hint button closes this panel's row of buttons (lying: a row of its own cost the scores a row). */
  declare hintButton: boolean;
  declare revision: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.session = null;
    this.asker = null;
    this.hintButton = false;
    this.revision = 0;
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    // While a shot's result is shown, the game as it was before it: the round's last shot is in the
    // record (and the next turn with it) while it still flies.
    const st = s.shownGame.state;
    // Whoever acts now holds the tablet (the active player, a shooter in a catapult round, the
    // catcher a panel handed it to); when that is not the player whose turn it is, both are named.
    const acting = st.setup.players[s.acting];
    const look = playerLook(acting.color);
    const drawn = st.turn.drawn;
    // After the last tile only the final scoring is shown here (on the board), then the end screen.
    const title = st.finished ? t('game.finalScoring') : turnTitle(s.playerNames(), st.turn.player, s.acting);
    // The drawn tile beside the count while it is placed; otherwise the count beside whose turn it is.
    const preview = s.placing && drawn ? html`<ct-tile-preview .def=${s.game.tileDef(drawn)} .rotation=${s.pending?.rotation ?? 0}></ct-tile-preview>` : null;
    const left = html`<div class="left" data-test="tiles-left">${t('game.tilesLeft', { n: st.deck.length })}</div>`;
    return html`
      <div class="head">
        <h2 class="turn" data-test="turn-of" tabindex="-1">
          <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="34"></ct-player-mark>
          <span>${title}</span>
        </h2>
        ${preview ? nothing : left}
      </div>
      ${preview ? html`<div class="tile">${preview}${left}</div>` : nothing}
      <div class="notes ${s.placing || s.deploying ? 'keep' : ''}">
        ${st.turn.discarded.length ? html`<p class="hint">${t('game.discarded', { n: st.turn.discarded.length })}</p>` : nothing}
        <p class="hint" aria-live="polite" data-test="hint">${this.hint(s)}</p>
        <div role="alert" class="error" data-test="error">${s.error ? ruleText(s.error) : ''}</div>
      </div>
      <div class="buttons">
        ${s.placing || s.deploying ? html`<div class="act">${this.renderActions(s)}</div>` : nothing}
        <div class="tools">
          <button data-test="undo" ?disabled=${!s.canUndo} @click=${() => s.undo()}>${t('game.undo')}</button>
          <button class="toggle" data-test="farm-overlay" aria-pressed=${s.farmOverlay ? 'true' : 'false'}
            @click=${() => s.setFarmOverlay(!s.farmOverlay)}>${t('game.farmOverlay')}</button>
          ${this.renderHintButton(s)}
        </div>
      </div>
      ${s.placing ? this.renderTileSpots(s) : nothing}
      ${s.deploying ? this.renderFollowerSpots(s) : nothing}
    `;
  }

  /** Placing: turn and place the tile; deploying: put the follower on the chosen spot, cancel it, or none. */
  private renderActions(s: Session) {
    if (s.placing) {
      return html`
        <button data-test="rotate" aria-keyshortcuts="R" ?disabled=${!s.pending} @click=${() => s.rotate()}>${t('game.rotate')}</button>
        <button class="primary" data-test="confirm" ?disabled=${!s.pending} @click=${() => s.confirmPlacement()}>${t('game.confirm')}</button>`;
    }
    return html`
      ${s.pendingSpot ? html`
        ${s.pickingType ? nothing : html`<button class="primary" data-test="confirm-follower" @click=${() => s.confirmDeploy()}>${t('game.confirmFollower')}</button>`}
        <button data-test="cancel-follower" @click=${() => s.clearPending()}>${t('game.cancel')}</button>` : nothing}
      <button data-test="skip" @click=${() => s.skip()}>${t('game.skip')}</button>`;
  }

  private renderHintButton(s: Session) {
    const asker = this.asker;
    if (!this.hintButton || !asker || !hintOffered(s)) return nothing;
    return html`<button data-test="hint-button" ?disabled=${asker.asking} @click=${() => void asker.ask(s)}>${t('hint.button')}</button>`;
  }

  private hint(s: Session): string {
    if (s.placing) {
      if (!s.pending) return t('game.placeHint');
      const { x, y, rotation } = s.pending;
      return `${t('game.pending', { where: squareWhere(x, y), turn: turnWords(rotation) })}. ${t('game.rotateHint')}`;
    }
    // Where several follower types may go, the type picker beside the spot is the confirmation.
    if (s.deploying) return s.pickingType ? t('game.pickFollowerHint') : s.pendingSpot ? t('game.confirmDeployHint') : t('game.deployHint');
    return '';
  }

  private renderTileSpots(s: Session) {
    const spots = s.placementSpots();
    return html`<details data-test="tile-spots">
      <summary>${t('game.tileSpots')} (${spots.length})</summary>
      <div class="list" role="group" aria-label=${t('game.tileSpots')}>
        ${spots.map((p) => html`<button aria-pressed=${s.pending?.x === p.x && s.pending?.y === p.y ? 'true' : 'false'}
            @click=${() => this.focusCell(s, p.x, p.y)}>${plural('game.cellRotations', p.rotations.length, { where: squareWhere(p.x, p.y), n: p.rotations.length })}</button>`)}
      </div>
    </details>`;
  }

  private renderFollowerSpots(s: Session) {
    const spots = s.followerSpots();
    const tile = s.game.placed(s.game.state.turn.placed);
    const labels = spotLabels(spots, tile.x, tile.y);
    return html`<section aria-label=${t('game.followerSpots')} data-test="follower-spots">
      <h3>${t('game.followerSpots')}</h3>
      <div class="list" role="group" aria-label=${t('game.followerSpots')}>
        ${spots.map((f, i) => html`<button aria-pressed=${s.pendingSpot === f.at ? 'true' : 'false'} data-at=${f.at}
            @click=${() => s.tapSpot(f.at)}>${labels[i]}</button>`)}
      </div>
    </section>`;
  }

  private focusCell(s: Session, x: number, y: number): void {
    s.tapCell(x, y);
    this.dispatchEvent(new CustomEvent('ct-board-focus', { detail: { x: x + 0.5, y: y + 0.5 }, bubbles: true, composed: true }));
  }
}

customElements.define('ct-turn-panel', CtTurnPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ct-turn-panel': CtTurnPanel;
  }
}
