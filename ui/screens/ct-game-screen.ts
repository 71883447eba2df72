// The game: the PixiJS board (ui/board, loaded lazily so the start screen stays light), the turn
// panel, module phase panels (registry) or the choices fallback, the score board, what was
// scored (animated on the board: score-show-controller.ts) and what else happened in the turn,
// and the pass-and-play handoff. Landscape: board | panel; portrait: board over panel.
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { ExpansionModule } from '../../core/index.js';
import type { Session } from '../game/session.js';
import { describeEvents, moduleBoardLayers, phasePanel, presentedActions } from '../panels/registry.js';
import { LocaleController, t } from '../i18n/index.js';
import { testHook } from '../test-hook.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-turn-panel.js';
import '../components/ct-score-board.js';
import '../components/ct-scoring-list.js';
import '../components/ct-choice-panel.js';
import '../components/ct-handoff.js';
import '../components/ct-score-overlay.js';
import '../components/ct-score-track.js';
import '../components/ct-board-controls.js';
import '../components/ct-table-drawer.js';
import '../components/ct-coach-mark.js';
import '../components/ct-follower-picker.js';
import { pickerOf } from '../game/type-picker.js';
import '../rules/ct-rules-reference.js';
import { coachStep } from '../game/coach.js';
import type { BoardControl } from '../components/ct-board-controls.js';
import type { DrawerTab } from '../components/ct-table-drawer.js';
import '../components/ct-bot-bar.js';
import { Autoplay } from '../ai/autoplay.js';
import { computerOf } from '../game/seats.js';
import { ScoreShowController } from './score-show-controller.js';
import { changeLines } from '../game/change-lines.js';
import { ensureVisible, showCell, startOfTurnView } from './board-follow.js';

type BoardModule = typeof import('../board/index.js');
type Board = Awaited<ReturnType<BoardModule['BoardView']['create']>>;
type Layers = InstanceType<BoardModule['ModuleLayers']>;

export class CtGameScreen extends LitElement {
  static override properties = {
    session: { attribute: false }, revision: { state: true }, boardError: { state: true }, drawer: { state: true }, rules: { state: true },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; }
    .layout { display: grid; height: 100%; grid-template-columns: 1fr minmax(300px, 360px); }
    .board { display: grid; grid-template-rows: auto 1fr; min-height: 0; min-width: 0; background: #3c5a2e; }
    /* The table: green baize with a faint weave and the light falling off towards the edges. */
    .stage {
      position: relative; min-height: 0;
      background:
        radial-gradient(ellipse at 50% 45%, rgb(255 255 230 / 10%), transparent 70%),
        repeating-linear-gradient(45deg, rgb(0 0 0 / 4%) 0 2px, transparent 2px 5px),
        repeating-linear-gradient(-45deg, rgb(255 255 255 / 3%) 0 2px, transparent 2px 5px),
        radial-gradient(ellipse at 50% 50%, #3b6b3f 0%, #2b5230 55%, #1d3a22 100%);
    }
    .rail {
      display: flex; align-items: center; gap: 10px; padding: 6px 10px; min-width: 0;
      background: linear-gradient(#6b4a26, #553a1d); border-bottom: 3px solid #3b2712; box-shadow: 0 3px 8px rgb(0 0 0 / 35%);
    }
    .rail ct-score-track { flex: 1; min-width: 0; }
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
      aside { border-inline-start: none; border-top: 1px solid #cfc6b4; padding: 10px 14px; gap: 10px; }
      /* Upright the rail's score track is the score board: the turn's controls fit without scrolling. */
      ct-score-board { display: none; }
      /* A tip floats on the table just above the panel instead of pushing Export below the fold. */
      ct-coach-mark { position: fixed; z-index: 3; inset-inline: 12px; bottom: calc(max(240px, 44vh) + 10px); max-width: 620px; margin-inline: auto; }
      .footer button { min-height: 44px; }
    }
  `];
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
  private unsubscribe: (() => void) | null = null;
  private loadingPanels = new Set<string>();
  private centeredTurn = -1;
  private modulesOf: Session | null = null;
  private modulesCache: readonly ExpansionModule[] = [];
  private shownPlaced = -1;
  private shownPending = '';
  private readonly i18n = new LocaleController(this);
  private readonly shows = new ScoreShowController(this);

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
    this.unsubscribe?.();
    this.unsubscribe = null;
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
      this.unsubscribe?.();
      this.unsubscribe = this.session?.subscribe(() => { this.revision++; }) ?? null;
      // Reopened while a panel was showing a result (a shot in flight): show that result again.
      this.session?.presentLast(presentedActions());
      this.autoplay?.stop();
      this.autoplay = this.session && this.isConnected ? new Autoplay(this.session, () => { this.revision++; }) : null;
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
      const { BoardView, ModuleLayers } = await import('../board/index.js');
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const board = await BoardView.create(host, { reducedMotion });
      if (!this.isConnected) { board.destroy(); return; }
      board.onCellTap = (x, y) => { this.session?.tapCell(x, y); };
      board.onSpotTap = (at) => { this.session?.tapSpot(at); };
      board.onViewChange = () => this.placePicker();
      // The first touch on the board after the handoff: the player has seen what changed.
      host.addEventListener('pointerdown', () => { if (this.session?.handoff === null) this.session.dismissChanges(); }, { capture: true });
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
    this.board.render(this.shows.boardModel(this.session.boardModel()));
    this.moduleLayers?.sync(moduleBoardLayers(), this.session.game);
    const turn = this.session.game.state.turn.number;
    if (turn !== this.centeredTurn) {
      this.centeredTurn = turn;
      if (host) startOfTurnView(this.board, host, this.session.game.state.board);
    }
    // The tile just placed carries the follower spots: keep it on screen.
    const placed = this.session.deploying ? this.session.game.state.turn.placed : -1;
    if (placed >= 0 && placed !== this.shownPlaced) {
      const t = this.session.game.state.board[placed];
      if (host) ensureVisible(this.board, host, t.x + 0.5, t.y + 0.5);
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
    // The page's heading stays outside the part made inert under the handoff and the drawer.
    return html`
      <h1 class="visually-hidden">${t('app.title')}</h1>
      <div class="layout" ?inert=${handoff || !!this.drawer || this.rules} @ct-board-focus=${this.onBoardFocus}>
        <section class="board" aria-label=${t('game.board')}>
          <div class="rail">
            <ct-score-track .players=${st.setup.players} .scores=${[...st.scores]} .gains=${s.chronicle.lastGains(st.setup.players.length)}
              .current=${s.finished ? -1 : s.acting} @ct-score-track-open=${() => { this.drawer = 'chart'; }}></ct-score-track>
            <ct-board-controls @ct-board-control=${this.onBoardControl}></ct-board-controls>
          </div>
          <div class="stage">
          <div id="board-host" data-test="board"></div>
          ${show && this.board ? html`<ct-score-overlay .steps=${show.plan.steps} .board=${this.board}
              .moving=${show.animate} .started=${show.started}></ct-score-overlay>` : nothing}
          ${show?.final ? html`<div class="final-banner" role="status" data-test="final-scoring">${t('game.finalScoring')}
              <button class="primary" data-test="show-result" @click=${this.shows.skip}>${t('game.showResult')}</button></div>` : nothing}
          ${this.boardError ? html`<p class="board-error" role="alert">${this.boardError}</p>` : nothing}
          ${this.renderPicker(s)}
          </div>
        </section>
        <aside data-test="game-panel">
          <ct-coach-mark .step=${coachStep(s)} @ct-coach-done=${() => { this.revision++; }}></ct-coach-mark>
          <ct-turn-panel .session=${s} .revision=${this.revision}></ct-turn-panel>
          <ct-bot-bar .session=${s} .autoplay=${this.autoplay} .revision=${this.revision}></ct-bot-bar>
          <div ?inert=${computerOf(st.setup, s.acting) !== null && !s.finished}>${this.renderPhasePanel(s)}</div>
          <ct-score-board .players=${st.setup.players} .scores=${[...st.scores]} .supply=${st.supply} .types=${s.game.followerTypes()} .current=${s.finished ? -1 : s.acting}
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
      ${this.drawer && !handoff ? html`<ct-table-drawer .session=${s} .revision=${this.revision} .tab=${this.drawer}
          @ct-close=${() => { this.drawer = null; }}></ct-table-drawer>` : nothing}
      ${this.rules && !handoff ? html`<ct-rules-reference .modules=${this.gameModules(s)} .options=${st.setup.options}
          @ct-close=${() => { this.rules = false; }}></ct-rules-reference>` : nothing}
    `;
  }

  /** The follower-type picker at the chosen spot, when more than one type may go there. */
  private renderPicker(s: Session) {
    const picker = this.board ? pickerOf(s) : null;
    if (!picker) return nothing;
    return html`<ct-follower-picker .options=${picker.options} .look=${picker.look} .where=${picker.where}
      .anchor=${this.pickerAnchor(picker.x, picker.y)}
      @ct-follower-pick=${(e: CustomEvent<string>) => { s.confirmDeploy(e.detail); }}
      @ct-follower-pick-cancel=${() => this.cancelPick(s)}></ct-follower-picker>`;
  }

  /** A spot's world point in CSS px inside the stage (where the picker is drawn). */
  private pickerAnchor(x: number, y: number): { x: number; y: number } | null {
    const stage = this.renderRoot.querySelector<HTMLElement>('.stage');
    if (!this.board || !stage) return null;
    const p = this.board.worldToClient(x, y), r = stage.getBoundingClientRect();
    return { x: p.x - r.left, y: p.y - r.top };
  }

  /** The board moved under an open picker: it stays beside its spot. */
  private placePicker(): void {
    const el = this.renderRoot.querySelector('ct-follower-picker');
    const spot = el && this.session?.pickingType;
    if (!el || !spot) return;
    const a = this.pickerAnchor(spot.x, spot.y);
    if (a && (el.anchor?.x !== a.x || el.anchor?.y !== a.y)) el.anchor = a;
  }

  /** The picker closes without a follower: the spot is no longer chosen; focus goes back to the turn's controls. */
  private async cancelPick(s: Session): Promise<void> {
    s.clearPending();
    await this.updateComplete;
    const panel = this.renderRoot.querySelector('ct-turn-panel');
    await panel?.updateComplete;
    panel?.renderRoot.querySelector<HTMLElement>('[data-test=turn-of]')?.focus();
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

  private onBoardControl = (e: CustomEvent<BoardControl>): void => {
    const board = this.board;
    switch (e.detail) {
      case 'drawer': this.drawer = 'bag'; break;
      case 'rules': this.rules = true; break;
      case 'fit': board?.fitAll(true); break;
      case 'in': board?.zoomBy(1.4); break;
      case 'out': board?.zoomBy(1 / 1.4); break;
    }
  };

  /** The game's modules, the same array while the game lasts (the reference loads once). */
  private gameModules(s: Session): readonly ExpansionModule[] {
    if (this.modulesOf !== s) {
      this.modulesOf = s;
      this.modulesCache = s.catalog.filter((m) => s.game.state.setup.expansions.includes(m.id));
    }
    return this.modulesCache;
  }

  private onBoardFocus = (e: Event): void => {
    const { x, y } = (e as CustomEvent<{ x: number; y: number }>).detail;
    this.board?.centerOn(x, y, true);
  };

  private onKey = (e: KeyboardEvent): void => {
    const s = this.session;
    if (!s || s.handoff !== null || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (e.key === 'Escape' && s.pickingType && !e.defaultPrevented) { e.preventDefault(); void this.cancelPick(s); return; }
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
