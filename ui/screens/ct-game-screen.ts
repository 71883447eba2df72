// The game: the PixiJS board (ui/board, loaded lazily so the start screen stays light), the turn
// panel, module phase panels (registry) or the choices fallback, the score board, what was
// scored (animated on the board: score-show-controller.ts) and what else happened in the turn.
// On the table below the board: a first-game tip. Over the table: the follower-type picker
// (ct-picker-layer.ts) and the handoff, drawer and rules reference (ct-game-overlays.ts). Landscape: board | panel; portrait: board over panel.
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { Session } from '../game/session.js';
import { describeEvents, moduleBoardLayers, phasePanel, presentedActions } from '../panels/registry.js';
import { LocaleController, t } from '../i18n/index.js';
import { testHook } from '../test-hook.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-turn-panel.js';
import '../components/ct-score-board.js';
import '../components/ct-scoring-list.js';
import '../components/ct-choice-panel.js';
import '../components/ct-score-overlay.js';
import '../components/ct-score-track.js';
import '../components/ct-board-controls.js';
import '../components/ct-coach-mark.js';
import './ct-game-overlays.js';
import './ct-picker-layer.js';
import { coachStep } from '../game/coach.js';
import type { BoardControl } from '../components/ct-board-controls.js';
import type { DrawerTab } from '../components/ct-table-drawer.js';
import type { ShowTileDetail } from '../components/ct-game-log.js';
import type { BoardFocus } from '../game/session.js';
import '../components/ct-bot-bar.js';
import { Autoplay } from '../ai/autoplay.js';
import { HintAsker } from '../ai/hint-asker.js';
import { MediaQueryController } from '../components/media-query.js';
import { focusQuietly } from '../components/last-input.js';
import { computerOf } from '../game/seats.js';
import { ScoreShowController } from './score-show-controller.js';
import { gameScreenStyles } from './game-screen-styles.js';
import { bringSpotsWithinReach, ensureVisible, showCameraSpot, showCell, startOfTurnView, type CameraSpot } from './board-follow.js';
import { KeepAwakeController } from '../platform/wake-lock.js';

/** How long a tile the log pointed at stays outlined without a touch on the board. */
const PEEK_MS = 6000;

type BoardModule = typeof import('../board/index.js');
type Board = Awaited<ReturnType<BoardModule['BoardView']['create']>>;
type Layers = InstanceType<BoardModule['ModuleLayers']>;

export class CtGameScreen extends LitElement {
  static override properties = {
    session: { attribute: false }, revision: { state: true }, boardError: { state: true }, drawer: { state: true }, rules: { state: true },
  };
  static override styles = [sharedStyles, gameScreenStyles];
  declare session: Session | null;
  declare revision: number;
  declare boardError: string | null;
  /** The bag / log / chart drawer's open tab, or null. */
  declare drawer: DrawerTab | null;
  /** The rules reference is open. */
  declare rules: boolean;
  private board: Board | null = null;
  /** The expansions' own board layers (a besieged city's mark …). */
  private moduleLayers: Layers | null = null;
  /** Plays the computer seats of the session shown. */
  private autoplay: Autoplay | null = null;
  /** A person's hint in the session shown (its button and its reason are in two components). */
  private hints: HintAsker | null = null;
  /** Lying, the Hint button joins the turn's buttons; upright it stays beside the menu. */
  private readonly lying = new MediaQueryController(this, '(orientation: landscape)');
  private unsubscribe: (() => void) | null = null;
  private loadingPanels = new Set<string>();
  private centeredTurn = -1;
  private shownPlaced = -1;
  private shownPending = '';
  /** Where the camera was before it zoomed in on the follower spots (board-follow.ts), or null. */
  private beforeSpots: CameraSpot | null = null;
  /**
   * A tile the log's "Show on the board" pointed at (ct-show-tile): outlined in its player's
   * colour until the next touch on the board or PEEK_MS, unless the board shows a highlight of
   * its own (a score, a phase panel's focus).
   */
  private peek: BoardFocus | null = null;
  private peekTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly i18n = new LocaleController(this);
  private readonly shows = new ScoreShowController(this);
  /** The screen stays on while the game is on the table (ui/platform/wake-lock.ts). */
  private readonly awake = new KeepAwakeController(this);

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.boardError = null;
    this.drawer = null;
    this.rules = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
    this.coachSize?.disconnect();
    this.coachSize = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    clearTimeout(this.peekTimer);
    this.autoplay?.stop();
    this.autoplay = null;
    try {
      this.moduleLayers?.destroy();
      this.moduleLayers = null;
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
      this.peek = null;
      this.beforeSpots = null;
      this.unsubscribe?.();
      this.unsubscribe = this.session?.subscribe(() => { this.revision++; this.awake.activity(); }) ?? null;
      // Reopened while a panel was showing a result (a shot in flight): show that result again.
      this.session?.presentLast(presentedActions());
      this.autoplay?.stop();
      this.autoplay = this.session && this.isConnected ? new Autoplay(this.session, () => { this.revision++; }) : null;
      this.hints = this.session ? new HintAsker(() => { this.revision++; }) : null;
    }
    if (this.session) this.shows.check(this.session, this.board !== null);
  }

  /**
   * A first-game tip lies on the table below the board (game-screen-styles.ts), lying and upright:
   * the stage learns its height (--ct-coach-h) and the board ends above it, so the tip never hides
   * a square the player is told to tap.
   */
  private watchCoachHeight(stage: HTMLElement): void {
    const coach = this.renderRoot.querySelector('ct-coach-mark');
    if (!coach || typeof ResizeObserver !== 'function') return;
    let shown = 0;
    this.coachSize = new ResizeObserver(() => {
      const h = coach.getBoundingClientRect().height, px = h > 0 ? Math.ceil(h) + 20 : 0;
      // The tip steps aside for the handoff and comes back after it: its room is kept meanwhile, so
      // the next turn's view is set in the area the player will have (the board does not change
      // size at every turn).
      if (px === shown || (px === 0 && this.session?.handoff)) return;
      this.coachCameUp = shown === 0;
      shown = px;
      // In the next frame: the board's own observer would see its new size in this same delivery,
      // which WebKit reports as a ResizeObserver loop error (the board sat beside the tip lying).
      requestAnimationFrame(() => stage.style.setProperty('--ct-coach-h', `${shown}px`));
    });
    this.coachSize.observe(coach);
  }
  private coachSize: ResizeObserver | null = null;
  /**
   * The tip changed height and the board has not resized for it yet: true when it came up
   * (the table had no tip), false when one tip gave way to another or went.
   */
  private coachCameUp: boolean | null = null;
  /** The player's view moves (BoardView.playerMoves) when this turn's view was set. */
  private turnViewMoves = 0;

  /**
   * The board took its new size for the tip, keeping its top edge (nothing moves under a finger).
   * The tile being turned, or the one just placed, stays whole (moved no more than needed); a tip
   * that came up over the turn's view, untouched by the player, lets that view settle again in the
   * smaller area. One tip giving way to another moves nothing else.
   */
  private afterBoardResize(): void {
    const cameUp = this.coachCameUp, s = this.session, board = this.board, host = this.renderRoot.querySelector<HTMLElement>('#board-host');
    this.coachCameUp = null;
    if (cameUp === null || !s || !board || !host) return;
    const focus = s.pending ?? (s.deploying ? s.game.state.board[s.game.state.turn.placed] : null);
    if (focus) showCell(board, host, focus.x, focus.y);
    else if (cameUp && s.placing && board.playerMoves === this.turnViewMoves) startOfTurnView(board, host, s.game.state.board, s.placementSpots());
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
    this.watchCoachHeight(host.parentElement!);
    try {
      const { BoardView, ModuleLayers } = await import('../board/index.js');
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const board = await BoardView.create(host, { reducedMotion });
      if (!this.isConnected) { board.destroy(); return; }
      board.onCellTap = (x, y) => { this.session?.tapCell(x, y); };
      board.onSpotTap = (at) => { this.session?.tapSpot(at); };
      board.onViewChange = () => this.renderRoot.querySelector('ct-picker-layer')?.follow();
      board.onScreenResize(() => this.afterBoardResize());
      // The first touch on the board after the handoff: the player has seen what changed.
      host.addEventListener('pointerdown', () => {
        if (this.session?.handoff === null) this.session.dismissChanges();
        if (this.peek) this.showTile(null);
      }, { capture: true });
      this.board = board;
      this.moduleLayers = new ModuleLayers(board);
      testHook.board = board;
      this.renderBoard();
      this.requestUpdate(); // a phase panel may draw on the board (its .board property)
    } catch (e) {
      this.boardError = t('game.boardError', { detail: e instanceof Error ? e.message : String(e) });
    }
  }

  /**
   * Write-ahead: an action is shown only once it is saved (Session.confirming). Until then the
   * screen stays as the player left it — the tile where they put it, the button they tapped.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    return changed.has('session') || !this.session?.confirming;
  }

  protected override updated(): void {
    this.renderBoard();
    // How many of the game's actions the screen shows as done (the kill test reads it: every one is saved).
    if (this.session) this.setAttribute('data-shown-actions', String(this.session.game.actions.length));
  }

  private renderBoard(): void {
    if (!this.board || !this.session || this.session.confirming) return;
    const host = this.renderRoot.querySelector<HTMLElement>('#board-host');
    const model = this.session.boardModel();
    this.board.render(this.shows.boardModel(this.peek && !model.highlight ? { ...model, highlight: this.peek } : model));
    this.moduleLayers?.sync(moduleBoardLayers(), this.session.game);
    const turn = this.session.game.state.turn.number;
    const placed = this.session.deploying ? this.session.game.state.turn.placed : -1;
    // The follower decided (or the tile taken back): back to the view the spots zoomed in from —
    // at once under the next turn's handoff, eased after an undo. Not when a module's phase comes
    // first (a catapult round frames the board itself).
    if (placed !== this.shownPlaced && this.beforeSpots && host) {
      const nextTurn = turn !== this.centeredTurn, undone = !nextTurn && this.session.placing;
      if (nextTurn || undone) showCameraSpot(this.board, host, this.beforeSpots, undone);
      this.beforeSpots = null;
    }
    if (turn !== this.centeredTurn) {
      this.centeredTurn = turn;
      this.turnViewMoves = this.board.playerMoves;
      if (host) startOfTurnView(this.board, host, this.session.game.state.board, this.session.placementSpots());
    }
    // The tile just placed carries the follower spots: keep it on screen, close enough to pick one.
    if (placed >= 0 && placed !== this.shownPlaced && host) {
      const t = this.session.game.state.board[placed];
      this.beforeSpots = bringSpotsWithinReach(this.board, host, t, this.session.followerSpots());
      if (!this.beforeSpots) ensureVisible(this.board, host, t.x + 0.5, t.y + 0.5);
    }
    this.shownPlaced = placed;
    // A square just chosen for the tile: all of it in view (in portrait it can sit under the top edge).
    const pending = this.session.placing ? this.session.pending : null;
    const key = pending ? `${pending.x},${pending.y}` : '';
    if (pending && key !== this.shownPending && host) showCell(this.board, host, pending.x, pending.y);
    this.shownPending = key;
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    const st = s.game.state;
    // The scores and supplies as the table shows the game: before an action still presented (a shot
    // in flight has not scored or sent anyone home yet); they change when its show ends.
    const shown = s.shownGame.state;
    const names = s.playerNames();
    const handoff = s.handoff !== null;
    // The side panel: this turn's scores and events so far, else the previous turn's (as the game
    // stood before an action still presented: its outcome is told when its show ends).
    const { now: story, last } = s.story();
    const nowEvents = story.events, nowLines = describeEvents(story.log, names, s.game);
    const now = nowEvents.length > 0 || nowLines.length > 0;
    const recent = handoff ? [] : now ? nowEvents : (last?.events ?? []);
    const recentLines = handoff ? [] : now ? nowLines : last ? describeEvents(last.log, names, s.game) : [];
    const show = this.shows.show;
    // The page's heading stays outside the part made inert under the handoff and the drawer.
    return html`
      <h1 class="visually-hidden">${t('app.title')}</h1>
      <div class="layout" ?inert=${handoff || !!this.drawer || this.rules} @ct-board-focus=${this.onBoardFocus}>
        <section class="board" aria-label=${t('game.board')}>
          <div class="rail">
            <ct-score-track .players=${st.setup.players} .scores=${[...shown.scores]} .gains=${s.shownGains()}
              .current=${s.finished ? -1 : s.acting} @ct-score-track-open=${() => { this.drawer = 'chart'; }}></ct-score-track>
            <ct-board-controls @ct-board-control=${this.onBoardControl}></ct-board-controls>
          </div>
          <div class="stage">
          <div id="board-host" data-test="board"></div>
          <ct-coach-mark .step=${coachStep(s)} @ct-coach-done=${() => { this.revision++; }}></ct-coach-mark>
          ${show && this.board ? html`<ct-score-overlay .steps=${show.plan.steps} .board=${this.board}
              .moving=${show.animate} .started=${show.started}></ct-score-overlay>` : nothing}
          ${show?.final ? html`<div class="final-banner" role="status" data-test="final-scoring">${t('game.finalScoring')}
              <button class="primary" data-test="show-result" @click=${this.shows.skip}>${t('game.showResult')}</button></div>` : nothing}
          ${this.boardError ? html`<p class="board-error" role="alert">${this.boardError}</p>` : nothing}
          <ct-picker-layer .session=${s} .revision=${this.revision} .board=${this.board}
            @ct-pick-cancelled=${this.focusTurn}></ct-picker-layer>
          </div>
        </section>
        <aside data-test="game-panel">
          <ct-turn-panel .session=${s} .asker=${this.hints} .hintButton=${this.lying.matches} .revision=${this.revision}></ct-turn-panel>
          <ct-bot-bar .session=${s} .autoplay=${this.autoplay} .asker=${this.hints} .hintButton=${!this.lying.matches}
            .revision=${this.revision}></ct-bot-bar>
          <div class="phase" ?inert=${computerOf(st.setup, s.acting) !== null && !s.finished}>${this.renderPhasePanel(s)}</div>
          <div class="more" role="region" tabindex="0" aria-label=${t('game.more')}>
            <ct-score-board .players=${st.setup.players} .scores=${[...shown.scores]} .supply=${shown.supply} .types=${s.game.followerTypes()} .current=${s.finished ? -1 : s.acting}
              .counting=${show?.running ? show.counting : null}></ct-score-board>
            ${recent.length || recentLines.length ? html`<section aria-labelledby="recent">
              <h3 id="recent">${t(now ? (recent.length ? 'game.lastScoring' : 'game.thisTurn') : (recent.length ? 'game.prevScoring' : 'game.prevTurn'))}</h3>
              <ct-scoring-list .events=${recent} .names=${names} .lines=${recentLines}></ct-scoring-list>
            </section>` : nothing}
          </div>
          <div class="footer">
            <button data-test="leave" @click=${() => this.emit('ct-leave')}>${t('game.menu')}</button>
            <button data-test="export" @click=${() => this.emit('ct-export')}>${t('game.export')}</button>
          </div>
        </aside>
      </div>
      <ct-game-overlays .session=${s} .revision=${this.revision} .drawer=${this.drawer} .rules=${this.rules} .compact=${!!show?.running}
        @ct-handoff-done=${this.onContinue} @ct-drawer-close=${() => { this.drawer = null; }} @ct-show-tile=${this.onShowTile}
        @ct-rules-close=${() => { this.rules = false; }}></ct-game-overlays>
    `;
  }

  /**
   * A module phase: its registered panel (loaded lazily), else the choices as buttons. Besides
   * `.session` and `.revision` the panel gets `.board` (the BoardView, or null until it exists) for
   * its own layers and gestures on the board.
   */
  private renderPhasePanel(s: Session) {
    const phase = s.presenting?.phase ?? s.phase;
    // A computer places and deploys on the board as a person does: no list of every legal move under its 'thinking'.
    const onBoard = s.placing || s.deploying || (computerOf(s.game.state.setup, s.acting) !== null && (phase === 'place' || phase === 'deploy'));
    if (!s.presenting && (s.finished || onBoard)) return nothing;
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
  private onContinue = (): void => {
    this.shows.skip();
    this.session?.dismissHandoff();
    void this.focusTurn();
  };

  /**
   * Focus on whose turn it is (after the handoff, or a picker closed without a follower), for screen
   * readers and keyboards. Its ring only for a keyboard (last-input.ts, ct-turn-panel).
   */
  private focusTurn = async (): Promise<void> => {
    await this.updateComplete;
    const panel = this.renderRoot.querySelector('ct-turn-panel');
    await panel?.updateComplete;
    const heading = panel?.renderRoot.querySelector<HTMLElement>('[data-test=turn-of]');
    focusQuietly(heading);
  };

  private onBoardControl = (e: CustomEvent<BoardControl>): void => {
    const board = this.board;
    switch (e.detail) {
      case 'drawer': this.drawer = 'bag'; break;
      case 'rules': this.rules = true; break;
      case 'fit': board?.fitAll(true, true); break;
      case 'in': board?.zoomBy(1.4); break;
      case 'out': board?.zoomBy(1 / 1.4); break;
    }
  };

  private onBoardFocus = (e: Event): void => {
    const { x, y } = (e as CustomEvent<{ x: number; y: number }>).detail;
    this.board?.centerOn(x, y, true);
  };

  /** The log's "Show on the board": the drawer closes and the tile comes into view, outlined. */
  private onShowTile = (e: Event): void => {
    const { tile, player } = (e as CustomEvent<ShowTileDetail>).detail;
    const at = this.session?.game.state.board[tile];
    if (!at) return;
    this.drawer = null;
    this.showTile({ tiles: [tile], players: [player] });
    this.board?.centerOn(at.x + 0.5, at.y + 0.5, true);
  };

  private showTile(peek: BoardFocus | null): void {
    clearTimeout(this.peekTimer);
    this.peek = peek;
    if (peek) this.peekTimer = setTimeout(() => this.showTile(null), PEEK_MS);
    this.renderBoard();
  }

  private onKey = (e: KeyboardEvent): void => {
    const s = this.session;
    if (!s || s.handoff !== null || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (e.key === 'Escape' && s.pickingType && !e.defaultPrevented) { e.preventDefault(); this.renderRoot.querySelector('ct-picker-layer')?.cancel(); return; }
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
