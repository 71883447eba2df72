// The rules reference, a dialog over the game or the setup: every loaded module's pages (their
// own, from expansions/<id>/ui/rules.ts through ./registry.ts) under a contents list, with a
// search that keeps only the pages holding every word typed. Escape, the close button or a tap
// outside closes it and focus returns where it was. Two columns when there is room (a tablet
// either way up), one below 700 px with the contents folded.
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import type { ExpansionModule } from '../../core/index.js';
import type { RulesPage } from '../expansion-api.js';
import { expansionDescription, expansionName, optionDescription, optionName } from '../game/labels.js';
import { LocaleController, plural, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import { loadRules, type RulesBook } from './registry.js';
import { matches, pageText } from './search.js';
import './ct-rules-page.js';
import { DialogController } from '../components/deep-active.js';

export class CtRulesReference extends LitElement {
  static override properties = {
    modules: { attribute: false }, options: { attribute: false }, start: {},
    books: { state: true }, query: { state: true }, failed: { state: true },
  };
  static override styles = [sharedStyles, css`
    .backdrop { position: fixed; inset: var(--ct-top, 0px) 0 0 0; z-index: 20; background: rgb(20 16 10 / 50%); display: grid; place-items: center; padding: 16px; }
    .sheet {
      width: min(1100px, 100%); height: 100%; display: grid; grid-template-rows: auto 1fr; gap: 10px; overflow: hidden;
      background: #f6efdc; border-radius: 16px; border: 6px solid #8a6a3b; box-shadow: 0 10px 40px rgb(0 0 0 / 50%); padding: 14px 16px 0;
    }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 14px; }
    h2 { margin: 0; font-size: 1.4rem; flex: 1 1 auto; }
    .search { display: flex; align-items: center; gap: 8px; flex: 1 1 260px; }
    .search input { flex: 1; min-width: 0; padding: 0 12px; border: 2px solid #6b6257; background: #fff; }
    .body { display: grid; grid-template-columns: minmax(190px, 250px) 1fr; gap: 18px; min-height: 0; }
    nav { overflow: auto; padding-bottom: 20px; }
    nav h3 { font-size: 1rem; margin: 12px 0 4px; color: #5b4424; }
    nav ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
    nav button { width: 100%; text-align: start; border: 0; background: transparent; color: var(--ct-text, #1f1a14); font-weight: 500; padding: 6px 10px; min-height: 44px; }
    nav button[aria-current='true'] { background: #e6d7b2; font-weight: 700; }
    .pages { overflow: auto; min-height: 0; padding: 4px 6px 40px 2px; }
    .book > h3 { font-size: 1.45rem; margin: 18px 0 4px; padding-bottom: 4px; border-bottom: 3px solid #c9b488; }
    .book:first-child > h3 { margin-top: 4px; }
    .book > p { margin: 0 0 12px; color: #4a4239; font-size: 1rem; }
    .page { padding: 12px 0 8px; border-bottom: 1px solid #dccfae; }
    .status { font-weight: 600; margin: 4px 0 8px; }
    details.contents { display: none; }
    @media (max-width: 700px) {
      .backdrop { padding: 0; }
      .sheet { border-radius: 0; border-width: 0; }
      .body { grid-template-columns: 1fr; grid-template-rows: auto 1fr; }
      nav.side { display: none; }
      details.contents { display: block; }
      details.contents summary { min-height: 48px; line-height: 48px; font-weight: 700; cursor: pointer; }
      details.contents nav { max-height: 40vh; }
    }
  `];
  /** The modules whose rules to show (a game's, or every module at the setup). */
  declare modules: readonly ExpansionModule[];
  /** The game's options, or null outside a game. */
  declare options: Record<string, unknown> | null;
  /** A module id to open at, or null for the top. */
  declare start: string | null;
  declare books: RulesBook[] | null;
  declare query: string;
  declare failed: string | null;
  private readonly i18n = new LocaleController(this);
  private readonly dialog = new DialogController(this, () => this.close());
  private current = '';

  constructor() {
    super();
    this.modules = [];
    this.options = null;
    this.start = null;
    this.books = null;
    this.query = '';
    this.failed = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('modules')) {
      this.books = null;
      const asked = this.modules;
      loadRules(asked).then((books) => { if (this.modules === asked) this.books = books; },
        (e: unknown) => { this.failed = e instanceof Error ? e.message : String(e); });
    }
  }

  protected override async updated(changed: PropertyValues<this>): Promise<void> {
    if (changed.has('books') && this.books) {
      await this.updateComplete;
      const first = this.start ? this.books.find((b) => b.module.id === this.start) : undefined;
      if (first) this.go(`${first.module.id}/${first.rules.pages[0]?.id}`);
      else this.renderRoot.querySelector<HTMLElement>('[data-test=rules-search]')?.focus();
    }
  }

  override render() {
    const books = this.books;
    const shown = books ? this.visible(books) : new Set<string>();
    return html`<div class="backdrop" @click=${(e: Event) => { if (e.target === e.currentTarget) this.close(); }}>
      <div class="sheet" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-test="rules">
        <header>
          <h2 id="rules-title">${t('rules.title')}</h2>
          <div class="search" role="search">
            <label for="rules-q" class="visually-hidden">${t('rules.search')}</label>
            <input id="rules-q" type="search" data-test="rules-search" placeholder=${t('rules.search')} .value=${this.query}
              @input=${(e: Event) => { this.query = (e.target as HTMLInputElement).value; }} />
          </div>
          <button data-test="rules-close" @click=${this.close}>${t('panel.close')}</button>
        </header>
        ${books ? html`<div class="body">
          <nav class="side" aria-label=${t('rules.contents')} data-test="rules-contents">${this.contents(books, shown)}</nav>
          <div class="pages" tabindex="0" aria-label=${t('rules.pages')}>
            <details class="contents"><summary>${t('rules.contents')}</summary>
              <nav aria-label=${t('rules.contentsFolded')}>${this.contents(books, shown)}</nav></details>
            <p class="status" role="status" data-test="rules-status">${this.query.trim()
              ? (shown.size ? plural('rules.found', shown.size) : t('rules.noMatch')) : ''}</p>
            ${books.map((b) => this.book(b, shown))}
          </div>
        </div>` : html`<p role="status">${this.failed ? t('rules.failed', { detail: this.failed }) : t('rules.loading')}</p>`}
      </div>
    </div>`;
  }

  private contents(books: RulesBook[], shown: Set<string>) {
    return books.map((b) => {
      const pages = b.rules.pages.filter((p) => shown.has(pageId(b, p)));
      if (!pages.length) return nothing;
      return html`<h3>${expansionName(b.module)}</h3><ol>${pages.map((p) => html`<li><button data-test="rules-link" data-page=${pageId(b, p)}
        aria-current=${this.current === pageId(b, p) ? 'true' : 'false'} @click=${() => this.go(pageId(b, p))}>${t(p.title)}</button></li>`)}</ol>`;
    });
  }

  private book(b: RulesBook, shown: Set<string>) {
    const pages = b.rules.pages.filter((p) => shown.has(pageId(b, p)));
    if (!pages.length) return nothing;
    return html`<section class="book" data-test="rules-book" data-module=${b.module.id} aria-labelledby="book-${b.module.id}">
      <h3 id="book-${b.module.id}">${expansionName(b.module)}</h3>
      <p>${expansionDescription(b.module)}</p>
      ${pages.map((p) => html`<section class="page" data-test="rules-page" data-page=${pageId(b, p)} id=${`page-${pageId(b, p).replace('/', '-')}`}>
        <ct-rules-page .module=${b.module} .page=${p} .options=${this.options}></ct-rules-page>
      </section>`)}
    </section>`;
  }

  /** The ids of the pages that match the search (all of them when it is empty). */
  private visible(books: RulesBook[]): Set<string> {
    const out = new Set<string>();
    for (const b of books) {
      const option = (key: string) => {
        const def = b.module.options?.[key];
        return def ? `${optionName(b.module.id, key)} ${optionDescription(b.module.id, key, def)}` : '';
      };
      for (const p of b.rules.pages) if (matches(pageText(p, (k) => t(k), option), this.query)) out.add(pageId(b, p));
    }
    return out;
  }

  /** Scrolls to a page and puts the focus on its title (screen readers read on from there). */
  private async go(id: string): Promise<void> {
    this.current = id;
    this.requestUpdate();
    await this.updateComplete;
    const section = this.renderRoot.querySelector<HTMLElement>(`[data-test=rules-page][data-page="${id}"]`);
    const page = section?.querySelector('ct-rules-page');
    await page?.updateComplete;
    section?.scrollIntoView({ block: 'start' });
    page?.renderRoot.querySelector<HTMLElement>('#title')?.focus({ preventScroll: true });
    const folded = this.renderRoot.querySelector<HTMLDetailsElement>('details.contents');
    if (folded) folded.open = false;
  }

  private close = (): void => {
    this.dispatchEvent(new CustomEvent('ct-close', { bubbles: true, composed: true }));
  };
}

const pageId = (b: RulesBook, p: RulesPage) => `${b.module.id}/${p.id}`;

customElements.define('ct-rules-reference', CtRulesReference);

declare global {
  interface HTMLElementTagNameMap {
    'ct-rules-reference': CtRulesReference;
  }
}
