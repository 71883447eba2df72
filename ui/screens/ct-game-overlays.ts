// What the game screen opens over the table: the pass-and-play handoff (whose turn, what the
// others did since), the table drawer (bag, log, chart) and the rules reference. The screen keeps
// which of them is open (it makes the table inert under them); this element only draws them and
// says when the player is done with one (ct-handoff-done, ct-drawer-close, ct-rules-close).
import { html, LitElement, nothing } from 'lit';
import type { ExpansionModule } from '../../core/index.js';
import type { Session } from '../game/session.js';
import { describeEvents } from '../panels/registry.js';
import { changeLines } from '../game/change-lines.js';
import { LocaleController } from '../i18n/index.js';
import type { DrawerTab } from '../components/ct-table-drawer.js';
import '../components/ct-handoff.js';
import '../components/ct-table-drawer.js';
import '../rules/ct-rules-reference.js';

export class CtGameOverlays extends LitElement {
  static override properties = {
    session: { attribute: false }, revision: { attribute: false }, drawer: { attribute: false }, rules: { attribute: false },
    compact: { attribute: false },
  };
  declare session: Session | null;
  declare revision: number;
  /** The drawer's open tab, or null. */
  declare drawer: DrawerTab | null;
  /** The rules reference is open. */
  declare rules: boolean;
  /** A score show runs on the board: the handoff keeps to a small card. */
  declare compact: boolean;
  private modulesOf: Session | null = null;
  private modulesCache: readonly ExpansionModule[] = [];
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.drawer = null;
    this.rules = false;
    this.compact = false;
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    const st = s.game.state;
    const handoff = s.handoff !== null;
    if (handoff) {
      const names = s.playerNames();
      const turn = s.handoffKind === 'turn', last = s.lastTurn;
      return html`<ct-handoff .name=${names[s.handoff!]} .color=${st.setup.players[s.handoff!].color}
          .events=${turn ? (last?.events ?? []) : []} .lines=${turn && last ? describeEvents(last.log, names, s.game) : []} .names=${names}
          .midTurn=${!turn} .turnName=${names[s.player]} .compact=${this.compact}
          .changes=${turn ? changeLines(s.changes, s.game) : []}
          @ct-continue=${() => this.emit('ct-handoff-done')}></ct-handoff>`;
    }
    return html`
      ${this.drawer ? html`<ct-table-drawer .session=${s} .revision=${this.revision} .tab=${this.drawer}
          @ct-close=${() => this.emit('ct-drawer-close')}></ct-table-drawer>` : nothing}
      ${this.rules ? html`<ct-rules-reference .modules=${this.gameModules(s)} .options=${st.setup.options}
          @ct-close=${() => this.emit('ct-rules-close')}></ct-rules-reference>` : nothing}
    `;
  }

  /** The game's modules, the same array while the game lasts (the reference loads once). */
  private gameModules(s: Session): readonly ExpansionModule[] {
    if (this.modulesOf !== s) {
      this.modulesOf = s;
      this.modulesCache = s.catalog.filter((m) => s.game.state.setup.expansions.includes(m.id));
    }
    return this.modulesCache;
  }

  private emit(type: string): void {
    this.dispatchEvent(new CustomEvent(type));
  }
}

customElements.define('ct-game-overlays', CtGameOverlays);

declare global {
  interface HTMLElementTagNameMap {
    'ct-game-overlays': CtGameOverlays;
  }
}
