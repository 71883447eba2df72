// One expansion in the setup lobby, as a box on the table: a tile of it drawn by the game's own
// art, its name and description (the module's texts), a large check to take it into the game, a
// link to its rules pages, and — once taken — its options, each explained in one sentence.
import { css, html, LitElement, nothing } from 'lit';
import type { ExpansionModule, OptionDef } from '../../core/index.js';
import { expansionDescription, expansionName, optionDescription, optionName, optionValueName } from '../game/labels.js';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-tile-preview.js';

export class CtExpansionBox extends LitElement {
  static override properties = {
    module: { attribute: false }, on: { type: Boolean }, fixed: { type: Boolean }, requires: {}, options: { attribute: false },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; }
    .box {
      height: 100%; display: grid; gap: 10px; align-content: start; padding: 14px; border-radius: 16px;
      background: linear-gradient(#f4ead2, #eadcb9); border: 3px solid #b9a57c; box-shadow: 0 4px 0 #a08a5c, 0 8px 18px rgb(40 30 10 / 18%);
    }
    .box.on { border-color: var(--ct-primary, #2f5d34); background: linear-gradient(#fbf6e8, #f1e7cc); }
    .head { display: grid; grid-template-columns: auto 1fr auto; gap: 12px; align-items: start; cursor: pointer; }
    .head input { width: 34px; height: 34px; min-height: 0; margin: 4px 0 0; accent-color: var(--ct-primary, #2f5d34); }
    .name { font-weight: 800; font-size: 1.15rem; display: block; margin-bottom: 4px; }
    .desc { color: #4a4239; font-size: 0.95rem; line-height: 1.4; margin: 0; }
    .rules { justify-self: start; min-height: 44px; }
    .option { border-top: 1px dashed #b9a57c; padding-top: 8px; }
    .option fieldset { border: 0; padding: 0; margin: 0; }
    .option legend, .option .label { font-weight: 700; padding: 0; }
    .option p { margin: 2px 0 6px; color: #4a4239; font-size: 0.95rem; }
    .check { display: flex; gap: 10px; align-items: center; min-height: 44px; }
    .check input { width: 24px; height: 24px; min-height: 0; flex: none; margin: 0; }
  `];
  declare module: ExpansionModule;
  declare on: boolean;
  /** Always in the game (the base game): the check is shown ticked and cannot be changed. */
  declare fixed: boolean;
  /** "needs: …" when it requires other modules, else ''. */
  declare requires: string;
  /** The chosen option values, `<module>.<key>` → value. */
  declare options: Record<string, unknown>;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.on = false;
    this.fixed = false;
    this.requires = '';
    this.options = {};
  }

  override render() {
    const m = this.module;
    if (!m) return nothing;
    const picture = m.allTiles?.[0];
    const options = this.on ? Object.entries(m.options ?? {}) : [];
    return html`<div class="box ${this.on ? 'on' : ''}" data-test="expansion-box" data-module=${m.id}>
      <label class="head" for="take">
        ${picture ? html`<ct-tile-preview .def=${picture} size="84"></ct-tile-preview>` : html`<span></span>`}
        <span><span class="name">${expansionName(m)}${this.fixed ? ` (${t('setup.alwaysIncluded')})` : ''}</span>
          <span class="desc" id="desc">${expansionDescription(m)}${this.requires ? ` ${this.requires}` : ''}</span></span>
        <input type="checkbox" id="take" data-test="expansion-${m.id}" .checked=${this.on} ?disabled=${this.fixed} aria-describedby="desc"
          @change=${(e: Event) => this.emit('ct-expansion-toggle', { on: (e.target as HTMLInputElement).checked })} />
      </label>
      <button type="button" class="rules" data-test="rules-for-${m.id}" @click=${() => this.emit('ct-expansion-rules', {})}>${t('rules.openFor', { name: expansionName(m) })}</button>
      ${options.map(([key, def]) => this.renderOption(key, def))}
    </div>`;
  }

  private renderOption(key: string, def: OptionDef) {
    const id = this.module.id, full = `${id}.${key}`, value = this.options[full] ?? def.default;
    const desc = html`<p id="${key}-desc">${optionDescription(id, key, def)}</p>`;
    if (def.type === 'boolean') {
      return html`<div class="option"><div class="check">
        <input type="checkbox" id="o-${key}" .checked=${Boolean(value)} aria-describedby="${key}-desc"
          @change=${(e: Event) => this.emit('ct-option', { full, value: (e.target as HTMLInputElement).checked })} />
        <label class="label" for="o-${key}">${optionName(id, key)}</label></div>${desc}</div>`;
    }
    const selected = def.type === 'set' ? new Set(value as string[]) : new Set([value as string]);
    return html`<div class="option"><fieldset aria-describedby="${key}-desc">
      <legend>${optionName(id, key)}</legend>${desc}
      ${def.values.map((v) => html`<div class="check">
        <input type=${def.type === 'set' ? 'checkbox' : 'radio'} name="o-${key}" id="o-${key}-${v}" value=${v} .checked=${selected.has(v)}
          data-test="option-${full}-${v}" @change=${(e: Event) => this.onValue(full, def, v, (e.target as HTMLInputElement).checked)} />
        <label for="o-${key}-${v}">${optionValueName(id, key, v)}</label>
      </div>`)}
    </fieldset></div>`;
  }

  private onValue(full: string, def: OptionDef, v: string, checked: boolean): void {
    if (def.type === 'enum') {
      if (checked) this.emit('ct-option', { full, value: v });
    } else if (def.type === 'set') {
      const current = new Set((this.options[full] as string[] | undefined) ?? def.default);
      if (checked) current.add(v); else current.delete(v);
      this.emit('ct-option', { full, value: def.values.filter((x) => current.has(x)) });
    }
  }

  private emit(type: string, detail: object): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

customElements.define('ct-expansion-box', CtExpansionBox);

declare global {
  interface HTMLElementTagNameMap {
    'ct-expansion-box': CtExpansionBox;
  }
}
