// One page of the rules reference: its paragraphs and lists, tile pictures drawn by the game's
// own art (ct-tile-preview, from the module's tile definitions) and the module's options with
// what this game chose. The words come from the module's rules texts (ui/rules/registry.ts).
import { css, html, LitElement, nothing } from 'lit';
import type { ExpansionModule, OptionDef, TileDef } from '../../core/index.js';
import type { RulesBlock, RulesPage } from '../expansion-api.js';
import { optionDescription, optionName, optionValueName } from '../game/labels.js';
import { LocaleController, t } from '../i18n/index.js';
import '../components/ct-tile-preview.js';

export class CtRulesPage extends LitElement {
  static override properties = { module: { attribute: false }, page: { attribute: false }, options: { attribute: false } };
  static override styles = css`
    :host { display: block; }
    h4 { font-size: 1.25rem; margin: 0 0 8px; scroll-margin-top: 12px; }
    p, li { font-size: 1.05rem; line-height: 1.55; max-width: 68ch; margin: 0 0 10px; }
    ul { padding-inline-start: 1.3em; margin: 0 0 10px; }
    figure { margin: 8px 0 14px; }
    .tiles { display: flex; flex-wrap: wrap; gap: 12px; }
    figcaption { font-size: 1rem; color: #4a4239; margin-top: 6px; max-width: 68ch; line-height: 1.45; }
    .option { border: 2px dashed #b9a57c; border-radius: 12px; padding: 10px 14px; margin: 8px 0 14px; background: #fffaf0; }
    .option h5 { margin: 0 0 4px; font-size: 1.05rem; }
    .option li { margin: 0 0 4px; }
    .chosen { font-weight: 700; }
    .tag { display: inline-block; font-size: 0.9rem; font-weight: 700; padding: 0 8px; border-radius: 8px; background: #2f5d34; color: #fff; margin-inline-start: 6px; }
  `;
  declare module: ExpansionModule;
  declare page: RulesPage;
  /** The game's options (`<module>.<key>` → value), or null outside a game (defaults are shown). */
  declare options: Record<string, unknown> | null;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.options = null;
  }

  override render() {
    if (!this.module || !this.page) return nothing;
    return html`<h4 id="title" tabindex="-1">${t(this.page.title)}</h4>${this.page.blocks.map((b) => this.block(b))}`;
  }

  private block(b: RulesBlock) {
    if ('text' in b) return html`<p>${t(b.text)}</p>`;
    if ('list' in b) return html`<ul>${b.list.map((k) => html`<li>${t(k)}</li>`)}</ul>`;
    if ('tiles' in b) {
      const defs = b.tiles.map((id) => this.tileDef(id)).filter((d): d is TileDef => d !== undefined);
      return html`<figure data-test="rules-tiles">
        <div class="tiles">${defs.map((def) => html`<ct-tile-preview .def=${def} size="92"></ct-tile-preview>`)}</div>
        <figcaption>${t(b.caption)}</figcaption>
      </figure>`;
    }
    const def = this.module.options?.[b.option];
    return def ? this.option(b.option, def) : nothing;
  }

  private option(key: string, def: OptionDef) {
    const id = this.module.id, full = `${id}.${key}`;
    const inGame = this.options !== null;
    const value = inGame && full in this.options! ? this.options![full] : def.default;
    const chosen = (v: string) => (Array.isArray(value) ? value.includes(v) : value === v);
    const values = def.type === 'boolean' ? [] : def.values;
    return html`<div class="option" data-test="rules-option">
      <h5>${t('rules.option', { name: optionName(id, key) })}</h5>
      <p>${optionDescription(id, key, def)}</p>
      ${values.length ? html`<ul>${values.map((v) => html`<li class=${chosen(v) ? 'chosen' : ''}>${optionValueName(id, key, v)}${chosen(v)
        ? html`<span class="tag">${t(inGame ? 'rules.inThisGame' : 'rules.default')}</span>` : nothing}</li>`)}</ul>`
        : html`<p class="chosen">${t(value ? 'rules.on' : 'rules.off')}<span class="tag">${t(inGame ? 'rules.inThisGame' : 'rules.default')}</span></p>`}
    </div>`;
  }

  private tileDef(id: string): TileDef | undefined {
    return (this.module.allTiles ?? []).find((d) => d.id === id);
  }
}

customElements.define('ct-rules-page', CtRulesPage);

declare global {
  interface HTMLElementTagNameMap {
    'ct-rules-page': CtRulesPage;
  }
}
