// The bag: the drawn tile and how many more like it are to come, then every tile type still in
// the bag with its count and on how many squares it would fit now, grouped by expansion. Each
// tile is drawn by the game's own tile art (ct-tile-preview) and named for screen readers.
import { css, html, LitElement, nothing } from 'lit';
import type { ExpansionModule, GameView } from '../../core/index.js';
import { bagContents, squaresFor } from '../game/bag.js';
import { describeTile, expansionName } from '../game/labels.js';
import { LocaleController, plural, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';
import './ct-tile-preview.js';

export class CtBagPanel extends LitElement {
  static override properties = { game: { attribute: false }, catalog: { attribute: false }, revision: { type: Number } };
  static override styles = [sharedStyles, css`
    :host { display: grid; gap: 16px; }
    h3 { font-size: 1.1rem; margin: 0 0 8px; }
    .current { display: flex; gap: 14px; align-items: center; background: #fff6d6; border-radius: 12px; padding: 10px; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 10px; }
    li { display: grid; justify-items: center; gap: 2px; font-size: 0.875rem; color: #3d2f1c; }
    .count { font-weight: 800; font-size: 1.1rem; color: #1f1a14; }
    li.none .count { color: #8a2b12; }
  `];
  declare game: GameView | null;
  declare catalog: readonly ExpansionModule[];
  declare revision: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.game = null;
    this.catalog = [];
    this.revision = 0;
  }

  override render() {
    const game = this.game;
    if (!game) return nothing;
    const drawn = game.state.turn.drawn, groups = bagContents(game, this.catalog);
    const more = drawn ? game.state.deck.filter((id) => id === drawn).length : 0;
    const fits = drawn ? squaresFor(game, drawn) : 0;
    return html`
      <h3 data-test="bag-heading">${t('bag.heading', { n: game.state.deck.length })}</h3>
      ${drawn ? html`<div class="current" data-test="bag-current">
        <ct-tile-preview .def=${game.tileDef(drawn)} size="72"></ct-tile-preview>
        <div><strong>${t('bag.current')}</strong><br />${plural('bag.currentCount', more, { n: more })}<br />${plural('bag.fits', fits, { n: fits })}</div>
      </div>` : nothing}
      ${groups.map((g) => html`<section aria-label=${t('bag.group', { name: expansionName(this.catalog.find((m) => m.id === g.expansion) ?? { id: g.expansion, version: 0 }), n: g.total })}>
        <h3>${t('bag.group', { name: expansionName(this.catalog.find((m) => m.id === g.expansion) ?? { id: g.expansion, version: 0 }), n: g.total })}</h3>
        <ul data-test="bag-group-${g.expansion}">
          ${g.entries.map((e) => html`<li class=${e.fits ? '' : 'none'} data-test="bag-tile" data-tile=${e.id} data-count=${e.count}
              aria-label=${`${t('bag.tile', { description: describeTile(e.def), n: e.count })}. ${plural('bag.fits', e.fits, { n: e.fits })}`}>
            <ct-tile-preview .def=${e.def} size="64" aria-hidden="true"></ct-tile-preview>
            <span class="count" aria-hidden="true">× ${e.count}</span>
            <span aria-hidden="true">${plural('bag.fits', e.fits, { n: e.fits })}</span>
          </li>`)}
        </ul>
      </section>`)}
    `;
  }
}

customElements.define('ct-bag-panel', CtBagPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ct-bag-panel': CtBagPanel;
  }
}
