// The panel for phase `siege/escape` (seed S-IT "Escaping a besieged city"): why the player may let
// a follower go, each possible escape (whose knight, which besieged city, which cloister opens the
// way), the city and cloister outlined on the board while an option is focused or chosen, and
// "Let it escape" / "Stay". Stay (pass) is always there, so the game never waits on this panel.
// Acts only through session.apply(); every text through ui/i18n (messages.ts for its own). The
// outline is the shell's panel focus (session.setFocus), centring the shell's `ct-board-focus`.
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import type { BoardFocus, Session } from '../../../ui/expansion-api.js';
import { LocaleController, phaseLabel, playerLook, shell, t } from './shell.js';
import type { BoardPointer, BoardView } from '../../../ui/expansion-api.js';
import { escapeOptions, escapeOptionText, escapeRuleText, type EscapeOption } from './escape-options.js';
import { ESCAPE_MS, escapePath, escapePose, pickEscape } from './escape-on-board.js';

const optionKey = (o: EscapeOption) => `${o.square.x},${o.square.y},${o.follower.at}`;

export class CtSiegeEscapePanel extends LitElement {
  static override properties = {
    session: { attribute: false }, revision: { type: Number }, board: { attribute: false },
    chosen: { state: true }, focused: { state: true },
  };
  static override styles = [shell.sharedStyles, css`
    :host { display: block; }
    section { display: grid; gap: 10px; }
    h3 { font-size: 1.05rem; margin: 0; }
    p { margin: 0; }
    .why { font-size: 1.05rem; }
    fieldset { border: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    legend { font-weight: 600; padding: 0; margin-bottom: 6px; }
    label.option {
      display: grid; grid-template-columns: auto auto 1fr; align-items: center; gap: 10px;
      min-height: 56px; padding: 8px 12px; border: 2px solid #b9ae98; border-radius: 10px;
      background: #fffdf6; cursor: pointer;
    }
    label.option.chosen { border-color: var(--ct-primary, #2f5d34); background: #e3efe0; }
    /* The ring only for keyboard focus: a tap focuses the radio too. */
    label.option:has(input:focus-visible) { outline: 3px solid var(--ct-focus, #1a4fd6); outline-offset: 2px; }
    input[type='radio'] { min-height: 0; width: 22px; height: 22px; margin: 0; accent-color: var(--ct-primary, #2f5d34); }
    input[type='radio']:focus-visible { outline: none; }
    .knight { font-weight: 600; display: block; }
    .detail { display: block; color: #3d352c; }
    .buttons { display: flex; flex-wrap: wrap; gap: 8px; }
    .buttons button { flex: 1 1 auto; }
    .small { font-size: 0.92rem; }
  `];
  declare session: Session | null;
  declare revision: number;
  /** The board, for tapping a knight to choose it and for the walk out (issue 11.8). */
  declare board: BoardView | null;
  private handlerOn: BoardView | null = null;
  private pressed: EscapeOption | null = null;
  private walk: { index: number; follower: number; raf: number } | null = null;
  /** The chosen escape (its square and spot), or null. */
  declare chosen: string | null;
  /** The escape the keyboard focus or pointer rests on (shown on the board before it is chosen). */
  declare focused: string | null;
  private readonly i18n = new LocaleController(this);
  private shownOn: Session | null = null;

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.chosen = null;
    this.focused = null;
    this.board = null;
  }

  private get options(): EscapeOption[] {
    return this.session && !this.session.presenting ? escapeOptions(this.session.game) : [];
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const options = this.options;
    // A single escape needs no choosing; a choice that is no longer offered is dropped.
    if (this.chosen && !options.some((o) => optionKey(o) === this.chosen)) this.chosen = null;
    if (!this.chosen && options.length === 1) this.chosen = optionKey(options[0]);
    if (changed.has('session') && this.shownOn && this.shownOn !== this.session) {
      this.shownOn.setFocus(null);
      this.shownOn = null;
    }
  }

  protected override firstUpdated(): void {
    const h = this.highlight();
    const shown = this.shownOption() ?? null;
    if (h && this.session) this.centreBoard(shown ? shown.centre : this.middleOfAll());
  }

  protected override updated(): void {
    if (this.board !== this.handlerOn) {
      this.handlerOn?.setPointerHandler(null);
      this.board?.setPointerHandler(this.onPointer);
      this.handlerOn = this.board;
    }
    if (!this.session) return;
    if (this.session.presenting) { this.startWalk(); return; }
    // setFocus tells the shell only when the outline changes, so this cannot loop.
    this.session.setFocus(this.highlight());
    this.shownOn = this.session;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.shownOn?.setFocus(null);
    this.shownOn = null;
    this.handlerOn?.setPointerHandler(null);
    this.handlerOn = null;
    this.endWalk();
  }

  /** A tap on a knight that may escape chooses it; a second tap on the chosen one lets it escape. */
  private readonly onPointer = (p: BoardPointer): boolean => {
    const s = this.session;
    if (!s || s.handoff !== null || s.presenting) return false;
    if (p.type === 'down') {
      this.pressed = pickEscape(s.game, this.options, p);
      return this.pressed !== null;
    }
    const o = this.pressed, up = p.type === 'up' ? pickEscape(s.game, this.options, p) : null;
    // Options are rebuilt on every read: the same escape is the same key, not the same object.
    if (o && up && optionKey(up) === optionKey(o)) {
      if (this.chosen === optionKey(o)) this.escape(o); else this.choose(o);
    }
    this.pressed = null;
    return true;
  };

  /** Into the record at once; the board then shows the knight walking out (from the game before it). */
  private escape(o: EscapeOption): void {
    this.session?.apply(o.action, { present: true });
  }

  /** The walk out of the presented escape, then the game goes on; at once with reduced motion or after a reload. */
  private startWalk(): void {
    const s = this.session!, shown = s.presenting!, b = this.board;
    if (this.walk?.index === shown.index) return;
    const before = shown.before, a = shown.action;
    const o = escapeOptions(before).find((e) => e.action.x === a.x && e.action.y === a.y && e.action.at === a.at);
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!o || !b || shown.restored || reduced) { s.endPresenting(); return; }
    const path = escapePath(before, o), follower = before.state.followers.indexOf(o.follower), start = performance.now();
    const step = () => {
      const k = (performance.now() - start) / ESCAPE_MS;
      if (k >= 1 || s.presenting?.index !== shown.index) { this.endWalk(); s.endPresenting(); return; }
      b.displaceFollower(follower, escapePose(path, k));
      b.requestRender();
      if (this.walk) this.walk.raf = requestAnimationFrame(step);
    };
    this.walk = { index: shown.index, follower, raf: requestAnimationFrame(step) };
  }

  private endWalk(): void {
    const w = this.walk;
    if (!w) return;
    cancelAnimationFrame(w.raf);
    this.handlerOn?.displaceFollower(w.follower, null);
    this.walk = null;
  }

  /** Asks the shell to bring a world point into view (ui/panels/registry.ts: `ct-board-focus`). */
  private centreBoard(centre: { x: number; y: number }): void {
    this.dispatchEvent(new CustomEvent('ct-board-focus', { detail: { x: centre.x, y: centre.y }, bubbles: true, composed: true }));
  }

  private shownOption(): EscapeOption | undefined {
    const key = this.focused ?? this.chosen;
    return this.options.find((o) => optionKey(o) === key);
  }

  /** The focused or chosen escape's city and cloister; with none chosen, every escapable city. */
  private highlight(): BoardFocus | null {
    const s = this.session;
    if (!s) return null;
    const shown = this.shownOption();
    const list = shown ? [shown] : this.options;
    if (!list.length) return null;
    const tiles = [...new Set(list.flatMap((o) => o.highlightTiles))].sort((a, b) => a - b);
    return { tiles, players: [s.game.state.turn.player] };
  }

  private middleOfAll(): { x: number; y: number } {
    const list = this.options;
    const sum = list.reduce((a, o) => ({ x: a.x + o.centre.x, y: a.y + o.centre.y }), { x: 0, y: 0 });
    return list.length ? { x: sum.x / list.length, y: sum.y / list.length } : { x: 0.5, y: 0.5 };
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    if (s.presenting) return html`<section data-test="siege-escaping"><p role="status">${t('siege.escape.escaping')}</p></section>`;
    const options = this.options;
    const chosen = options.find((o) => optionKey(o) === this.chosen);
    const texts = options.map((o) => escapeOptionText(s.game, o));
    const chosenText = chosen ? texts[options.indexOf(chosen)].full : '';
    return html`<section aria-labelledby="title" data-test="siege-escape-panel">
      <h3 id="title">${phaseLabel(s.phase)}</h3>
      <p class="why" data-test="escape-why">${t('siege.escape.why')}</p>
      <p class="hint small">${escapeRuleText(s.game)}</p>
      ${options.length ? html`<fieldset @focusout=${this.onFocusOut}>
        <legend>${t('siege.escape.options')}</legend>
        ${options.map((o, i) => this.renderOption(s, o, texts[i].knight, `${texts[i].city}, ${texts[i].via}`))}
      </fieldset>` : nothing}
      <p class="hint" aria-live="polite" data-test="escape-hint">${chosen ? nothing : t('siege.escape.choose')}</p>
      ${options.length ? html`<p class="hint small">${t('siege.escape.tapHint')}</p>` : nothing}
      <div class="buttons">
        <button class="primary" data-test="escape-go" ?disabled=${!chosen} aria-describedby="chosen"
          @click=${() => chosen && this.escape(chosen)}>${t('siege.escape.go')}</button>
        <button data-test="escape-stay" aria-describedby="stay-hint" @click=${() => s.skip()}>${t('siege.escape.stay')}</button>
      </div>
      <p id="chosen" class="visually-hidden">${chosenText}</p>
      <p id="stay-hint" class="hint small">${t('siege.escape.stayHint')}</p>
    </section>`;
  }

  private renderOption(s: Session, o: EscapeOption, knight: string, detail: string) {
    const key = optionKey(o);
    const look = playerLook(s.game.state.setup.players[o.follower.player]?.color ?? '');
    const isChosen = key === this.chosen;
    return html`<label class="option ${isChosen ? 'chosen' : ''}" data-test="escape-option" data-key=${key}
        @pointerenter=${() => { this.focused = key; }} @pointerleave=${() => { if (this.focused === key) this.focused = null; }}>
      <input type="radio" name="siege-escape" .checked=${isChosen} value=${key}
        @change=${() => this.choose(o)} @focus=${() => this.preview(o)}>
      <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="28"></ct-player-mark>
      <span><span class="knight">${knight}</span><span class="detail">${detail}</span></span>
    </label>`;
  }

  private choose(o: EscapeOption): void {
    this.chosen = optionKey(o);
    this.focused = null;
    this.show(o);
  }

  private preview(o: EscapeOption): void {
    if (this.focused === optionKey(o)) return;
    this.focused = optionKey(o);
    this.show(o);
  }

  private show(o: EscapeOption): void {
    if (this.session) this.centreBoard(o.centre);
  }

  private onFocusOut = (e: FocusEvent): void => {
    const to = e.relatedTarget as Node | null;
    if (!to || !this.renderRoot.contains(to) || !(to instanceof HTMLInputElement)) this.focused = null;
  };
}

customElements.define('ct-siege-escape-panel', CtSiegeEscapePanel);

declare global {
  interface HTMLElementTagNameMap {
    'ct-siege-escape-panel': CtSiegeEscapePanel;
  }
}
