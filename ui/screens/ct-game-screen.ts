// The game: the PixiJS board (ui/board, loaded lazily so the start screen stays light), the turn
// panel, module phase panels (registry) or the choices fallback, the score board, what was
// scored (animated on the board: score-show-controller.ts) and what else happened in the turn,
// and the pass-and-play handoff. Landscape: board | panel; portrait: board over panel.
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { Session } from '../game/session.js';
import { describeEvents, phasePanel, presentedActions } from '../panels/registry.js';
import { LocaleController, t } from '../i18n/index.js';
import { testHook } from '../test-hook.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-turn-panel.js';
import '../components/ct-score-board.js';
import '../components/ct-scoring-list.js';
import '../components/ct-choice-panel.js';
import '../components/ct-handoff.js';
import '../components/ct-score-overlay.js';
import { ScoreShowController } from './score-show-controller.js';
import { changeLines } from '../game/change-lines.js';

type BoardModule = typeof import('../board/index.js');
type Board = Awaited<ReturnType<BoardModule['BoardView']['create']>>;

export class CtGameScreen extends LitElement {
  static override properties = { session: { attribute: false }, revision: { state: true }, boardError: { state: true } };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; }
    .layout { display: grid; height: 100%; grid-template-columns: 1fr minmax(300px, 360px); }
    .board { position: relative; min-height: 0; min-width: 0; background: #3c5a2e; }
    #board-host { position: absolute; inset: 0; touch-action: none; }
    aside { overflow: auto; padding: 14px; background: #f4efe1; border-inline-start: 1px solid #cfc6b4; display: grid; gap: 14px; align-content: start; }
    .footer { display: flex; gap: 8px; flex-wrap: wrap; }
    h3 { font-size: 1rem; margin: 0 0 6px; }
    .board-error { position: absolute; inset: 16px; color: #fff; }
    .final-banner {
      position: absolute; inset-inline: 0; bottom: 16px; margin: 0 auto; width: max-content; max-width: 92%; z-index: 2;
      display: flex; align-items: center; gap: 16px; padding: 10px 12px 10px 20px; border-radius: 14px;
      background: #f8f3e6; box-shadow: 0 6px 24px rgb(0 0 0 / 40%); font-size: 1.25rem; font-weight: 700;
    }
    @media (orientation: portrait) {
      .layout { grid-template-columns: 1fr; grid-template-rows: 1fr minmax(240px, 44vh); }
      aside { border-inline-start: none; border-top: 1px solid #cfc6b4; }
    }
  `];
  declare session: Session | null;
  declare revision: number;
  declare boardError: string | null;
  private board: Board | null = null;
  private unsubscribe: (() => void) | null = null;
  private loadingPanels = new Set<string>();
  private centeredTurn = -1;
  private shownPlaced = -1;
  private shownPending = '';
  private readonly i18n = new LocaleController(this);
  private readonly shows = new ScoreShowController(this);

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.boardError = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    this.unsubscribe?.();
    this.unsubscribe = null;
    try {
      this.board?.destroy();
    } catch (e) {
      // Leaving the game must not break the app; the failure is still reported.
      console.error('board.destroy failed', e);
    }
    this.board = null;
    testHook.board = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session')) {
      this.unsubscribe?.();
      this.unsubscribe = this.session?.subscribe(() => { this.revision++; }) ?? null;
      // Reopened while a panel was showing a result (a shot in flight): show that result again.
      this.session?.presentLast(presentedActions());
    }
    if (this.session) this.shows.check(this.session, this.board !== null);
  }

  /** The score show's step changed: the board shows its highlight. */
  repaintBoard(): void {
    this.renderBoard();
  }

  /** The final scoring has been shown: ct-app shows the end screen. */
  gameOver(): void {
    this.emit('ct-game-over');
  }

  protected override async firstUpdated(): Promise<void> {
    const host = this.renderRoot.querySelector<HTMLElement>('#board-host')!;
    try {
      const { BoardView } = await import('../board/index.js');
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const board = await BoardView.create(host, { reducedMotion });
      if (!this.isConnected) { board.destroy(); return; }
      board.onCellTap = (x, y) => { this.session?.tapCell(x, y); };
      board.onSpotTap = (at) => { this.session?.tapSpot(at); };
      // The first touch on the board after the handoff: the player has seen what changed.
      host.addEventListener('pointerdown', () => { if (this.session?.handoff === null) this.session.dismissChanges(); }, { capture: true });
      this.board = board;
      testHook.board = board;
      this.renderBoard();
      this.requestUpdate(); // a phase panel may draw on the board (its .board property)
    } catch (e) {
      this.boardError = t('game.boardError', { detail: e instanceof Error ? e.message : String(e) });
    }
  }

  protected override updated(): void {
    this.renderBoard();
  }

  private renderBoard(): void {
    if (!this.board || !this.session) return;
    this.board.render(this.shows.boardModel(this.session.boardModel()));
    const turn = this.session.game.state.turn.number;
    if (turn !== this.centeredTurn) {
      this.centeredTurn = turn;
      this.centerBoard();
    }
    // The tile just placed carries the follower spots: keep it on screen.
    const placed = this.session.deploying ? this.session.game.state.turn.placed : -1;
    if (placed >= 0 && placed !== this.shownPlaced) {
      const t = this.session.game.state.board[placed];
      this.ensureVisible(t.x + 0.5, t.y + 0.5);
    }
    this.shownPlaced = placed;
    // A square just chosen for the tile: all of it in view (in portrait it can sit under the top edge).
    const pending = this.session.placing ? this.session.pending : null;
    const key = pending ? `${pending.x},${pending.y}` : '';
    if (pending && key !== this.shownPending) this.showCell(pending.x, pending.y);
    this.shownPending = key;
  }

  /** Pans (no zoom) just far enough that square (x, y) lies wholly inside the board area; no move if it already does. */
  private showCell(x: number, y: number): void {
    const board = this.board, host = this.renderRoot.querySelector<HTMLElement>('#board-host');
    if (!board || !host) return;
    const a = board.worldToClient(x, y), b = board.worldToClient(x + 1, y + 1), r = host.getBoundingClientRect();
    const margin = Math.min(12, Math.max(0, (Math.min(r.width, r.height) - Math.abs(b.x - a.x)) / 2));
    const shift = (lo: number, hi: number, min: number, max: number) =>
      hi - lo > max - min - 2 * margin ? (lo + hi) / 2 - (min + max) / 2 // bigger than the area: centre it
        : lo < min + margin ? lo - (min + margin) : hi > max - margin ? hi - (max - margin) : 0;
    const dx = shift(a.x, b.x, r.left, r.right), dy = shift(a.y, b.y, r.top, r.bottom);
    if (dx === 0 && dy === 0) return;
    const to = board.clientToWorld(r.left + r.width / 2 + dx, r.top + r.height / 2 + dy);
    board.centerOn(to.x, to.y, true);
  }

  /** Centres on (x, y) only if that point is within one tile of the board area's edge. */
  private ensureVisible(x: number, y: number): void {
    const board = this.board, host = this.renderRoot.querySelector<HTMLElement>('#board-host');
    if (!board || !host) return;
    const p = board.worldToClient(x, y), q = board.worldToClient(x + 1, y);
    const margin = Math.abs(q.x - p.x), r = host.getBoundingClientRect();
    if (p.x < r.left + margin || p.x > r.right - margin || p.y < r.top + margin || p.y > r.bottom - margin) board.centerOn(x, y, true);
  }

  /**
   * At the start of each turn, bring the play into view for the player who was just handed the
   * tablet: the middle of the board, moved only as far as needed to keep the last tile placed
   * (and a ring of squares around it) on screen.
   */
  private centerBoard(): void {
    const board = this.board, tiles = this.session?.game.state.board;
    const host = this.renderRoot.querySelector<HTMLElement>('#board-host');
    if (!board || !tiles?.length || !host) return;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const t of tiles) {
      minX = Math.min(minX, t.x); maxX = Math.max(maxX, t.x); minY = Math.min(minY, t.y); maxY = Math.max(maxY, t.y);
    }
    const a = board.worldToClient(0, 0), b = board.worldToClient(1, 0);
    const px = Math.abs(b.x - a.x) || 1;
    const rect = host.getBoundingClientRect();
    const last = tiles[tiles.length - 1];
    const keep = (mid: number, at: number, half: number) => {
      const slack = Math.max(0, half - 1.5);
      return Math.min(at + slack, Math.max(at - slack, mid));
    };
    board.centerOn(
      keep((minX + maxX + 1) / 2, last.x + 0.5, rect.width / px / 2),
      keep((minY + maxY + 1) / 2, last.y + 0.5, rect.height / px / 2),
      true,
    );
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    const st = s.game.state;
    const names = s.playerNames();
    const handoff = s.handoff !== null;
    const turnHandoff = handoff && s.handoffKind === 'turn';
    const last = s.lastTurn;
    const lastLines = last ? describeEvents(last.log, names, s.game) : [];
    // The side panel: this turn's scores and events so far, else the previous turn's.
    const nowEvents = s.currentTurnScoring(), nowLines = describeEvents(s.turnLog(), names, s.game);
    const now = nowEvents.length > 0 || nowLines.length > 0;
    const recent = handoff ? [] : now ? nowEvents : (last?.events ?? []);
    const recentLines = handoff ? [] : now ? nowLines : lastLines;
    const show = this.shows.show;
    return html`
      <div class="layout" ?inert=${handoff} @ct-board-focus=${this.onBoardFocus}>
        <section class="board" aria-label=${t('game.board')}>
          <div id="board-host" data-test="board"></div>
          ${show && this.board ? html`<ct-score-overlay .steps=${show.plan.steps} .board=${this.board}
              .moving=${show.animate} .started=${show.started}></ct-score-overlay>` : nothing}
          ${show?.final ? html`<div class="final-banner" role="status" data-test="final-scoring">${t('game.finalScoring')}
              <button class="primary" data-test="show-result" @click=${this.shows.skip}>${t('game.showResult')}</button></div>` : nothing}
          ${this.boardError ? html`<p class="board-error" role="alert">${this.boardError}</p>` : nothing}
        </section>
        <aside data-test="game-panel">
          <h1 class="visually-hidden">${t('app.title')}</h1>
          <ct-turn-panel .session=${s} .revision=${this.revision}></ct-turn-panel>
          ${this.renderPhasePanel(s)}
          <ct-score-board .players=${st.setup.players} .scores=${[...st.scores]} .supply=${[...st.supply]} .current=${s.finished ? -1 : s.acting}
            .counting=${show?.running ? show.counting : null}></ct-score-board>
          ${recent.length || recentLines.length ? html`<section aria-labelledby="recent">
            <h3 id="recent">${t(recent.length ? 'game.lastScoring' : 'game.thisTurn')}</h3>
            <ct-scoring-list .events=${recent} .names=${names} .lines=${recentLines}></ct-scoring-list>
          </section>` : nothing}
          <div class="footer">
            <button data-test="leave" @click=${() => this.emit('ct-leave')}>${t('game.menu')}</button>
            <button data-test="export" @click=${() => this.emit('ct-export')}>${t('game.export')}</button>
          </div>
        </aside>
      </div>
      ${handoff ? html`<ct-handoff .name=${names[s.handoff!]} .color=${st.setup.players[s.handoff!].color}
          .events=${turnHandoff ? (last?.events ?? []) : []} .lines=${turnHandoff ? lastLines : []} .names=${names}
          .midTurn=${!turnHandoff} .turnName=${names[s.player]} .compact=${!!show?.running}
          .changes=${turnHandoff ? changeLines(s.changes, s.game) : []}
          @ct-continue=${this.onContinue}></ct-handoff>` : nothing}
    `;
  }

  /**
   * A module phase: its registered panel (loaded lazily), else the choices as buttons. Besides
   * `.session` and `.revision` the panel gets `.board` (the BoardView, or null until it exists) for
   * its own layers and gestures on the board.
   */
  private renderPhasePanel(s: Session) {
    const phase = s.presenting?.phase ?? s.phase;
    if (!s.presenting && (s.finished || s.placing || s.deploying)) return nothing;
    const panel = phasePanel(phase);
    if (panel && customElements.get(panel.tag)) {
      const tag = unsafeStatic(panel.tag);
      return staticHtml`<${tag} .session=${s} .revision=${this.revision} .board=${this.board}></${tag}>`;
    }
    if (panel && !this.loadingPanels.has(panel.tag)) {
      this.loadingPanels.add(panel.tag);
      panel.load().then(() => { this.revision++; }, () => { /* keep the fallback */ });
    }
    return html`<ct-choice-panel .session=${s} .revision=${this.revision}></ct-choice-panel>`;
  }

  /** The handoff closes: keyboard and screen-reader users land on whose turn it is. */
  private onContinue = async (): Promise<void> => {
    this.shows.skip();
    this.session?.dismissHandoff();
    await this.updateComplete;
    const panel = this.renderRoot.querySelector('ct-turn-panel');
    await panel?.updateComplete;
    panel?.renderRoot.querySelector<HTMLElement>('[data-test=turn-of]')?.focus();
  };

  private onBoardFocus = (e: Event): void => {
    const { x, y } = (e as CustomEvent<{ x: number; y: number }>).detail;
    this.board?.centerOn(x, y, true);
  };

  private onKey = (e: KeyboardEvent): void => {
    const s = this.session;
    if (!s || s.handoff !== null || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (e.key === 'r' || e.key === 'R') {
      if (s.rotate()) e.preventDefault();
    }
  };

  private emit(type: string): void {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }
}

customElements.define('ct-game-screen', CtGameScreen);

declare global {
  interface HTMLElementTagNameMap {
    'ct-game-screen': CtGameScreen;
  }
}
