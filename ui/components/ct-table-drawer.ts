// The drawer beside the board, reachable at any moment of the game: the bag, the whole game's
// log (filterable by player) and the score chart, as tabs. A modal dialog over the table: Escape,
// the close button or a tap outside closes it, and focus returns to where it was.
import { css, html, LitElement, nothing } from 'lit';
import type { Session } from '../game/session.js';
import { playerLook } from '../game/player-style.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-bag-panel.js';
import './ct-game-log.js';
import './ct-score-chart.js';
import { DialogController } from './deep-active.js';

export type DrawerTab = 'bag' | 'log' | 'chart';
const TABS: readonly DrawerTab[] = ['bag', 'log', 'chart'];
const TAB_LABEL: Record<DrawerTab, string> = { bag: 'panel.bag', log: 'panel.log', chart: 'panel.chart' };

export class CtTableDrawer extends LitElement {
  static override properties = { session: { attribute: false }, revision: { type: Number }, tab: {} };
  static override styles = [sharedStyles, css`
    .backdrop { position: fixed; inset: var(--ct-top, 0px) 0 0 0; z-index: 15; background: rgb(20 16 10 / 45%); display: grid; place-items: stretch end; }
    .sheet {
      width: min(560px, 100vw); height: 100%; display: grid; grid-template-rows: auto auto 1fr; gap: 10px;
      background: #f6efdc; padding: 14px 16px; box-shadow: -8px 0 30px rgb(0 0 0 / 45%); overflow: hidden;
      border-inline-start: 6px solid #8a6a3b;
    }
    @media (orientation: portrait) {
      .backdrop { place-items: end stretch; }
      .sheet { width: 100%; height: min(78vh, 100%); border-inline-start: 0; border-top: 6px solid #8a6a3b; border-radius: 18px 18px 0 0; }
    }
    header { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
    h2 { margin: 0; font-size: 1.3rem; }
    [role='tablist'] { display: flex; gap: 6px; }
    [role='tab'] { flex: 1; border-radius: 10px 10px 0 0; }
    [role='tab'][aria-selected='true'] { background: var(--ct-primary, #2f5d34); color: #fff; }
    .body { overflow: auto; min-height: 0; padding: 4px 2px 24px; }
  `];
  declare session: Session | null;
  declare revision: number;
  declare tab: DrawerTab;
  private readonly i18n = new LocaleController(this);
  private readonly dialog = new DialogController(this, () => this.close());

  constructor() {
    super();
    this.session = null;
    this.revision = 0;
    this.tab = 'bag';
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus();
  }

  override render() {
    const s = this.session;
    if (!s) return nothing;
    const players = s.game.state.setup.players;
    return html`<div class="backdrop" data-test="drawer" @click=${(e: Event) => { if (e.target === e.currentTarget) this.close(); }}>
      <div class="sheet" role="dialog" aria-modal="true" aria-labelledby="drawer-title">
        <header>
          <h2 id="drawer-title">${t(TAB_LABEL[this.tab])}</h2>
          <button data-test="drawer-close" @click=${this.close}>${t('panel.close')}</button>
        </header>
        <div role="tablist" aria-label=${t('panel.open')} @keydown=${this.onTabKey}>
          ${TABS.map((tab) => html`<button role="tab" id="tab-${tab}" data-test="tab-${tab}" aria-controls="tab-panel"
              aria-selected=${this.tab === tab ? 'true' : 'false'} tabindex=${this.tab === tab ? 0 : -1}
              @click=${() => { this.tab = tab; }}>${t(TAB_LABEL[tab])}</button>`)}
        </div>
        <div class="body" role="tabpanel" id="tab-panel" aria-labelledby="tab-${this.tab}" tabindex="0">
          ${this.tab === 'bag' ? html`<ct-bag-panel .game=${s.game} .catalog=${s.catalog} .revision=${this.revision}></ct-bag-panel>`
            : this.tab === 'log' ? html`<ct-game-log .game=${s.game} .turns=${s.chronicle.turns} .revision=${this.revision}></ct-game-log>`
            : html`<ct-score-chart .history=${s.chronicle.scoreRows()} .names=${players.map((p) => p.name)}
                .colours=${players.map((p) => playerLook(p.color).fill)}></ct-score-chart>`}
        </div>
      </div>
    </div>`;
  }

  private close = (): void => {
    this.dispatchEvent(new CustomEvent('ct-close', { bubbles: true, composed: true }));
  };

  /** Arrow keys move between the tabs (the ARIA tabs pattern). */
  private onTabKey = async (e: KeyboardEvent): Promise<void> => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    this.tab = TABS[(TABS.indexOf(this.tab) + d + TABS.length) % TABS.length];
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus();
  };
}

customElements.define('ct-table-drawer', CtTableDrawer);

declare global {
  interface HTMLElementTagNameMap {
    'ct-table-drawer': CtTableDrawer;
  }
}
