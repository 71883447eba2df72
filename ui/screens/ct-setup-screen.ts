// New game: 2–6 players with names and colours (each colour with its shape mark), the expansions
// registered in BUILT_IN_MODULES with each option explained in one sentence, and a seed.
import { css, html, LitElement, nothing } from 'lit';
import type { ExpansionModule, GameSetup, OptionDef } from '../../core/index.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../core/index.js';
import { PLAYER_COLOURS, playerLook } from '../game/player-style.js';
import {
  colourLabel, expansionDescription, expansionName, optionDescription, optionName, optionValueName,
} from '../game/labels.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-player-mark.js';
import '../components/ct-seat-kind.js';
import '../rules/ct-rules-reference.js';
import type { SeatKind } from '../game/seats.js';

function randomSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0];
}

export class CtSetupScreen extends LitElement {
  static override properties = {
    catalog: { attribute: false }, error: { attribute: false },
    players: { state: true }, expansions: { state: true }, options: { state: true }, seed: { state: true }, localError: { state: true },
    rules: { state: true },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; overflow: auto; padding: 24px; }
    form { max-width: 900px; margin: 0 auto; display: grid; gap: 24px; }
    fieldset { border: 1px solid #cfc6b4; border-radius: 12px; padding: 12px 16px; background: #fffdf6; }
    legend { font-weight: 700; font-size: 1.15rem; padding: 0 6px; }
    .player { display: grid; grid-template-columns: minmax(140px, 1fr) minmax(140px, 200px) minmax(150px, 200px) auto auto; gap: 10px; align-items: end; margin-bottom: 10px; }
    .field { display: grid; gap: 4px; }
    .field input, .field select { width: 100%; }
    .check { display: flex; gap: 10px; align-items: flex-start; min-height: 48px; padding: 6px 0; }
    .check input { width: 26px; height: 26px; min-height: 0; margin-top: 2px; flex: none; }
    .desc { color: #4a4239; font-size: 0.95rem; margin: 2px 0 6px; }
    .option { margin: 8px 0 14px; }
    .option fieldset { background: transparent; border-style: dashed; }
    .actions { display: flex; gap: 12px; flex-wrap: wrap; }
    details summary { cursor: pointer; min-height: 48px; line-height: 48px; font-weight: 600; }
    .actions .primary { min-height: 64px; font-size: 1.2rem; min-width: 240px; }
    @media (max-width: 640px) { .player { grid-template-columns: 1fr 1fr; } }
  `];
  declare catalog: readonly ExpansionModule[];
  declare error: string | null;
  declare players: { name: string; color: string; kind?: SeatKind }[];
  declare expansions: string[];
  declare options: Record<string, unknown>;
  declare seed: number;
  declare localError: string | null;
  /** The rules reference is open: at this module's pages, or at the top (''); null when closed. */
  declare rules: string | null;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.catalog = [];
    this.error = null;
    this.players = [0, 1].map((i) => ({ name: t('setup.defaultName', { n: i + 1 }), color: PLAYER_COLOURS[i] }));
    this.expansions = ['base'];
    this.options = {};
    this.seed = randomSeed();
    this.localError = null;
    this.rules = null;
  }

  override render() {
    return html`${this.rules !== null ? html`<ct-rules-reference .modules=${this.catalog} .start=${this.rules || null}
        @ct-close=${() => { this.rules = null; }}></ct-rules-reference>` : nothing}
      <form data-test="setup-screen" @submit=${this.onSubmit} novalidate ?inert=${this.rules !== null}>
      <h1>${t('setup.heading')}</h1>
      <fieldset>
        <legend>${t('setup.players')}</legend>
        ${this.players.map((p, i) => this.renderPlayer(p, i))}
        ${this.players.length < MAX_PLAYERS
          ? html`<button type="button" data-test="add-player" @click=${this.addPlayer}>${t('setup.addPlayer')}</button>` : nothing}
      </fieldset>
      <fieldset>
        <legend>${t('setup.expansions')}</legend>
        ${this.catalog.map((m) => this.renderExpansion(m))}
      </fieldset>
      ${this.optionModules().length ? html`<fieldset>
        <legend>${t('setup.options')}</legend>
        ${this.optionModules().map((m) => Object.entries(m.options!).map(([key, def]) => this.renderOption(m, key, def)))}
      </fieldset>` : nothing}
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
        <button type="button" data-test="setup-rules" @click=${() => { this.rules = ''; }}>${t('rules.open')}</button>
      </div>
    </form>`;
  }

  private renderPlayer(p: { name: string; color: string; kind?: SeatKind }, i: number) {
    const n = i + 1;
    const look = playerLook(p.color);
    const taken = new Set(this.players.filter((_, j) => j !== i).map((o) => o.color));
    return html`<div class="player" data-test="player-row">
      <div class="field">
        <label for="name-${i}">${t('setup.playerName', { n })}</label>
        <input id="name-${i}" type="text" maxlength="40" autocomplete="off" data-test="player-name" .value=${p.name}
          @input=${(e: Event) => this.updatePlayer(i, { name: (e.target as HTMLInputElement).value })} />
      </div>
      <div class="field">
        <label for="colour-${i}">${t('setup.colour', { n })}</label>
        <select id="colour-${i}" data-test="player-colour" @change=${(e: Event) => this.updatePlayer(i, { color: (e.target as HTMLSelectElement).value })}>
          ${PLAYER_COLOURS.map((c) => html`<option value=${c} ?selected=${c === p.color} ?disabled=${taken.has(c)}>${colourLabel(c, playerLook(c).mark)}</option>`)}
        </select>
      </div>
      <ct-seat-kind .seat=${n} .kind=${p.kind ?? 'person'} @ct-seat-kind=${(e: CustomEvent<{ kind: SeatKind }>) => this.updatePlayer(i, { kind: e.detail.kind })}></ct-seat-kind>
      <ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="44"></ct-player-mark>
      ${this.players.length > MIN_PLAYERS
        ? html`<button type="button" class="danger" @click=${() => this.removePlayer(i)}>${t('setup.removePlayer', { n })}</button>`
        : html`<span></span>`}
    </div>`;
  }

  private renderExpansion(m: ExpansionModule) {
    const fixed = m.id === 'base';
    const on = this.expansions.includes(m.id);
    const requires = (m.requires ?? []).filter((r) => r !== 'base');
    return html`<div class="check">
      <input type="checkbox" id="exp-${m.id}" data-test="expansion-${m.id}" .checked=${on} ?disabled=${fixed}
        @change=${(e: Event) => this.toggleExpansion(m, (e.target as HTMLInputElement).checked)} aria-describedby="exp-${m.id}-desc" />
      <div>
        <label for="exp-${m.id}"><strong>${expansionName(m)}</strong>${fixed ? ` (${t('setup.alwaysIncluded')})` : ''}</label>
        <div class="desc" id="exp-${m.id}-desc">${expansionDescription(m)}${requires.length
          ? ` ${t('setup.requires', { list: requires.map((r) => expansionName(this.catalog.find((c) => c.id === r) ?? { id: r, version: 0 })).join(', ') })}` : ''}</div>
      </div>
    </div>`;
  }

  private renderOption(m: ExpansionModule, key: string, def: OptionDef) {
    const full = `${m.id}.${key}`;
    const id = `opt-${m.id}-${key}`;
    const value = this.options[full] ?? def.default;
    const desc = html`<p class="desc" id="${id}-desc">${optionDescription(m.id, key, def)}</p>`;
    if (def.type === 'boolean') {
      return html`<div class="option"><div class="check">
        <input type="checkbox" id=${id} .checked=${Boolean(value)} aria-describedby="${id}-desc"
          @change=${(e: Event) => this.setOption(full, (e.target as HTMLInputElement).checked)} />
        <div><label for=${id}><strong>${optionName(m.id, key)}</strong></label>${desc}</div>
      </div></div>`;
    }
    const selected = def.type === 'set' ? new Set(value as string[]) : new Set([value as string]);
    return html`<div class="option"><fieldset aria-describedby="${id}-desc">
      <legend>${optionName(m.id, key)}</legend>
      ${desc}
      ${def.values.map((v) => html`<div class="check">
        <input type=${def.type === 'set' ? 'checkbox' : 'radio'} name=${id} id="${id}-${v}" value=${v} .checked=${selected.has(v)}
          data-test="option-${full}-${v}"
          @change=${(e: Event) => this.onOptionValue(full, def, v, (e.target as HTMLInputElement).checked)} />
        <label for="${id}-${v}">${optionValueName(m.id, key, v)}</label>
      </div>`)}
    </fieldset></div>`;
  }

  private optionModules(): ExpansionModule[] {
    return this.catalog.filter((m) => this.expansions.includes(m.id) && Object.keys(m.options ?? {}).length > 0);
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
  }

  private toggleExpansion(m: ExpansionModule, on: boolean): void {
    const set = new Set(this.expansions);
    if (on) {
      const add = (id: string) => {
        set.add(id);
        for (const r of this.catalog.find((c) => c.id === id)?.requires ?? []) if (!set.has(r)) add(r);
      };
      add(m.id);
    } else {
      const remove = (id: string) => {
        set.delete(id);
        for (const c of this.catalog) if (set.has(c.id) && c.requires?.includes(id)) remove(c.id);
      };
      remove(m.id);
    }
    set.add('base');
    this.expansions = this.catalog.map((c) => c.id).filter((id) => set.has(id));
  }

  private setOption(full: string, value: unknown): void {
    this.options = { ...this.options, [full]: value };
  }

  private onOptionValue(full: string, def: OptionDef, v: string, checked: boolean): void {
    if (def.type === 'enum') {
      if (checked) this.setOption(full, v);
    } else if (def.type === 'set') {
      const current = new Set((this.options[full] as string[] | undefined) ?? def.default);
      if (checked) current.add(v); else current.delete(v);
      this.setOption(full, def.values.filter((x) => current.has(x)));
    }
  }

  private onSubmit(e: Event): void {
    e.preventDefault();
    const players = this.players.map((p) => ({
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
