// New game, as a lobby round the table: a card per seat (a big colour token with its mark, the
// name, the colours to pick from, person or computer), the expansions registered in
// BUILT_IN_MODULES as boxes with a tile picture, their description and — once taken — their
// options, each explained in one sentence; a seed under Advanced; the rules one tap away. It starts
// from the table of the last game on this device (ui/game/last-table.ts) when there is one, with a
// button to start afresh.
// Landscape and portrait alike: the cards and boxes flow into as many columns as fit.
import { css, html, LitElement, nothing } from 'lit';
import type { ExpansionModule, GameSetup } from '../../core/index.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../core/index.js';
import { PLAYER_COLOURS } from '../game/player-style.js';
import { expansionName } from '../game/labels.js';
import { LocaleController, onLocaleChange, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-seat-card.js';
import '../components/ct-expansion-box.js';
import type { SeatChange } from '../components/ct-seat-card.js';
import '../rules/ct-rules-reference.js';
import type { SeatKind } from '../game/seats.js';
import { defaultNameNumber, type Table } from '../game/last-table.js';
import { setupCatalog, type SetupCatalog } from '../game/setup-catalog.js';

function randomSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0];
}

/** A new table: two seats with default names and the first colours. */
function defaultSeats(): { name: string; color: string; kind?: SeatKind }[] {
  return [0, 1].map((i) => ({ name: t('setup.defaultName', { n: i + 1 }), color: PLAYER_COLOURS[i] }));
}

/** The seats with each default name ("Player 2", "Speler 2" …) said in today's language; chosen names stay. */
function withDefaultNamesIn<P extends { name: string }>(players: readonly P[]): P[] {
  return players.map((p) => {
    const n = defaultNameNumber(p.name);
    return n === null ? p : { ...p, name: t('setup.defaultName', { n }) };
  });
}

export class CtSetupScreen extends LitElement {
  static override properties = {
    catalog: { attribute: false }, error: { attribute: false }, table: { attribute: false }, fromTable: { state: true }, first: { state: true },
    players: { state: true }, expansions: { state: true }, options: { state: true }, seed: { state: true }, localError: { state: true },
    rules: { state: true },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; overflow: auto; padding: 20px 24px 32px; }
    form { max-width: 1120px; margin: 0 auto; display: grid; gap: 22px; }
    .title { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; }
    h1 { margin: 0; }
    h2 { font-size: 1.3rem; margin: 0 0 10px; }
    section { padding: 16px; border-radius: 20px; background: rgb(255 253 246 / 70%); border: 1px solid #cfc6b4; }
    .seats, .boxes { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); }
    .add {
      min-height: 180px; border: 3px dashed #8a6a3b; border-radius: 18px; background: transparent; color: #5b4424;
      display: grid; place-items: center; gap: 6px; font-size: 1.15rem;
    }
    .add .plus { font-size: 2.6rem; line-height: 1; }
    .field { display: grid; gap: 4px; max-width: 420px; }
    .field input { width: 100%; }
    .first { margin-top: 16px; }
    details summary { cursor: pointer; min-height: 48px; line-height: 48px; font-weight: 600; }
    .actions { display: flex; gap: 12px; flex-wrap: wrap; }
    .actions .primary { min-height: 64px; font-size: 1.2rem; min-width: 240px; }
    .last-table { margin: 0; display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
  `];
  declare catalog: readonly ExpansionModule[];
  /** The catalogue as cards: one module per id, and the ids two different modules claim. */
  private cards: SetupCatalog = { modules: [], clashes: [] };
  declare error: string | null;
  /** The last game's table to start from (ct-app recalls it), or null for the defaults. */
  declare table: Table | null;
  /** The seats and expansions shown are the last table's (not yet started afresh). */
  declare fromTable: boolean;
  /**
   * The seat that plays first ("who starts is the players' choice"): the game's seat list starts
   * there and goes on round the cards, so after the last card comes the first.
   */
  declare first: number;
  declare players: { name: string; color: string; kind?: SeatKind }[];
  declare expansions: string[];
  declare options: Record<string, unknown>;
  declare seed: number;
  declare localError: string | null;
  /** The rules reference is open: at this module's pages, or at the top (''); null when closed. */
  declare rules: string | null;
  private readonly i18n = new LocaleController(this);
  private stopRenaming: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // A language picked on this screen renames the seats nobody named ("Player 2" becomes "Hráč 2").
    this.stopRenaming = onLocaleChange(() => { this.players = withDefaultNamesIn(this.players); });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopRenaming?.();
    this.stopRenaming = null;
  }

  constructor() {
    super();
    this.catalog = [];
    this.error = null;
    this.table = null;
    this.startAfresh();
    this.seed = randomSeed();
    this.rules = null;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('catalog')) this.cards = setupCatalog(this.catalog);
    if (changed.has('table') && this.table) {
      // A seat nobody named keeps its default name, in today's language ("Speler 2", not "Player 2").
      this.players = withDefaultNamesIn(this.table.players);
      this.expansions = [...this.table.expansions];
      this.options = { ...this.table.options };
      this.fromTable = true;
      this.first = 0;
    }
  }

  /** Back to two default seats and the base game alone. */
  private startAfresh(): void {
    this.players = defaultSeats();
    this.expansions = ['base'];
    this.options = {};
    this.fromTable = false;
    this.first = 0;
    this.localError = null;
  }

  override render() {
    const taken = (i: number) => new Set(this.players.filter((_, j) => j !== i).map((o) => o.color));
    return html`${this.rules !== null ? html`<ct-rules-reference .modules=${this.cards.modules} .start=${this.rules || null}
        @ct-close=${() => { this.rules = null; }}></ct-rules-reference>` : nothing}
      <form data-test="setup-screen" @submit=${this.onSubmit} novalidate ?inert=${this.rules !== null}>
      <div class="title">
        <h1>${t('setup.heading')}</h1>
        <button type="button" data-test="setup-rules" @click=${() => { this.rules = ''; }}>${t('rules.open')}</button>
      </div>
      ${this.fromTable ? html`<p class="last-table" data-test="last-table">${t('setup.lastTable')}
          <button type="button" data-test="setup-afresh" @click=${this.startAfresh}>${t('setup.afresh')}</button></p>` : nothing}
      <section aria-labelledby="players-h">
        <h2 id="players-h">${t('setup.players')}</h2>
        <div class="seats">
          ${this.players.map((p, i) => html`<ct-seat-card .seat=${i + 1} .name=${p.name} .color=${p.color} .kind=${p.kind ?? 'person'}
              .taken=${taken(i)} ?removable=${this.players.length > MIN_PLAYERS}
              @ct-seat-change=${(e: CustomEvent<SeatChange>) => this.updatePlayer(i, e.detail)}
              @ct-seat-remove=${() => this.removePlayer(i)}></ct-seat-card>`)}
          ${this.players.length < MAX_PLAYERS ? html`<button type="button" class="add" data-test="add-player" @click=${this.addPlayer}>
              <span class="plus" aria-hidden="true">+</span>${t('setup.addPlayer')}</button>` : nothing}
        </div>
        <div class="field first">
          <label for="first">${t('setup.firstPlayer')}</label>
          <select id="first" data-test="first-player" @change=${(e: Event) => { this.first = Number((e.target as HTMLSelectElement).value); }}>
            ${this.players.map((p, i) => html`<option value=${String(i)} ?selected=${i === this.first}>${p.name.trim() || t('setup.defaultName', { n: i + 1 })}</option>`)}
          </select>
        </div>
      </section>
      <section aria-labelledby="expansions-h">
        <h2 id="expansions-h">${t('setup.expansions')}</h2>
        ${this.cards.clashes.length ? html`<p class="error" role="status" data-test="module-clash">${t('setup.moduleClash', { ids: this.cards.clashes.join(', ') })}</p>` : nothing}
        <div class="boxes">${this.cards.modules.map((m) => this.renderExpansion(m))}</div>
      </section>
      <details>
        <summary>${t('setup.advanced')}</summary>
        <div class="field">
          <label for="seed">${t('setup.seed')}</label>
          <input id="seed" type="number" min="0" max="4294967295" step="1" data-test="seed" .value=${String(this.seed)}
            @input=${(e: Event) => { this.seed = Number((e.target as HTMLInputElement).value) >>> 0; }} />
        </div>
      </details>
      <div role="alert" class="error" data-test="setup-error">${this.localError ?? this.error ?? ''}</div>
      <div class="actions">
        <button type="submit" class="primary" data-test="start-game">${t('setup.start')}</button>
        <button type="button" @click=${() => this.dispatchEvent(new CustomEvent('ct-leave', { bubbles: true, composed: true }))}>${t('setup.back')}</button>
      </div>
    </form>`;
  }

  private renderExpansion(m: ExpansionModule) {
    const requires = (m.requires ?? []).filter((r) => r !== 'base');
    return html`<ct-expansion-box .module=${m} ?on=${this.expansions.includes(m.id)} ?fixed=${m.id === 'base'} .options=${this.options}
      .requires=${requires.length ? t('setup.requires', { list: requires.map((r) => expansionName(this.cards.modules.find((c) => c.id === r) ?? { id: r, version: 0 })).join(', ') }) : ''}
      @ct-expansion-toggle=${(e: CustomEvent<{ on: boolean }>) => this.toggleExpansion(m, e.detail.on)}
      @ct-expansion-rules=${() => { this.rules = m.id; }}
      @ct-option=${(e: CustomEvent<{ full: string; value: unknown }>) => this.setOption(e.detail.full, e.detail.value)}></ct-expansion-box>`;
  }

  private optionModules(): ExpansionModule[] {
    return this.cards.modules.filter((m) => this.expansions.includes(m.id) && Object.keys(m.options ?? {}).length > 0);
  }

  private updatePlayer(i: number, change: Partial<{ name: string; color: string; kind: SeatKind }>): void {
    this.players = this.players.map((p, j) => (j === i ? { ...p, ...change } : p));
    this.localError = null;
  }

  private addPlayer(): void {
    const used = new Set(this.players.map((p) => p.color));
    const color = PLAYER_COLOURS.find((c) => !used.has(c)) ?? PLAYER_COLOURS[0];
    this.players = [...this.players, { name: t('setup.defaultName', { n: this.players.length + 1 }), color }];
  }

  private removePlayer(i: number): void {
    this.players = this.players.filter((_, j) => j !== i);
    // The one who starts stays the one who starts; their seat gone, the first seat does.
    if (i < this.first) this.first--;
    else if (i === this.first) this.first = 0;
  }

  private toggleExpansion(m: ExpansionModule, on: boolean): void {
    const set = new Set(this.expansions);
    if (on) {
      const add = (id: string) => {
        set.add(id);
        for (const r of this.cards.modules.find((c) => c.id === id)?.requires ?? []) if (!set.has(r)) add(r);
      };
      add(m.id);
    } else {
      const remove = (id: string) => {
        set.delete(id);
        for (const c of this.cards.modules) if (set.has(c.id) && c.requires?.includes(id)) remove(c.id);
      };
      remove(m.id);
    }
    set.add('base');
    this.expansions = this.cards.modules.map((c) => c.id).filter((id) => set.has(id));
  }

  private setOption(full: string, value: unknown): void {
    this.options = { ...this.options, [full]: value };
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    const seats = [...this.players.slice(this.first), ...this.players.slice(0, this.first)];
    const players = seats.map((p) => ({
      name: p.name.trim(), color: p.color, ...(p.kind && p.kind !== 'person' ? { computer: p.kind } : {}),
    }));
    if (players.some((p) => !p.name)) {
      this.localError = t('setup.errorNames');
      return;
    }
    const options: Record<string, unknown> = {};
    for (const m of this.optionModules()) {
      for (const key of Object.keys(m.options!)) {
        const full = `${m.id}.${key}`;
        if (full in this.options) options[full] = this.options[full];
      }
    }
    const setup: GameSetup = { players, expansions: [...this.expansions], options, seed: this.seed >>> 0 };
    this.dispatchEvent(new CustomEvent('ct-start', { detail: { setup }, bubbles: true, composed: true }));
  }
}

customElements.define('ct-setup-screen', CtSetupScreen);

declare global {
  interface HTMLElementTagNameMap {
    'ct-setup-screen': CtSetupScreen;
  }
}
