// The board's own buttons, on the rail above it like counters on the table edge: show the whole board,
// zoom in and out (pinch does the same), open the bag / log / chart drawer and the rules. Each button
// says what it does to screen readers; the glyphs are drawn, not letters, so no language shows.
import { css, html, LitElement, svg } from 'lit';
import { LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from './shared-styles.js';

export type BoardControl = 'fit' | 'in' | 'out' | 'drawer' | 'rules';

const ICONS: Record<BoardControl, ReturnType<typeof svg>> = {
  fit: svg`<path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>
    <rect x="8" y="8" width="8" height="8" rx="1" fill="currentColor"/>`,
  in: svg`<path d="M12 5v14M5 12h14" stroke="currentColor" stroke-width="2.8" stroke-linecap="round"/>`,
  out: svg`<path d="M5 12h14" stroke="currentColor" stroke-width="2.8" stroke-linecap="round"/>`,
  drawer: svg`<path d="M6 9c0-3 2.5-5 6-5s6 2 6 5l1.5 10.5c.1.8-.5 1.5-1.3 1.5H5.8c-.8 0-1.4-.7-1.3-1.5z" fill="currentColor"/>
    <path d="M8.5 9h7" stroke="#fff6df" stroke-width="1.6" stroke-linecap="round"/>`,
  // An open book.
  rules: svg`<path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" fill="currentColor"/>
    <path d="M12 7v12" stroke="#fff6df" stroke-width="1.4"/>`,
};

const LABELS: Record<BoardControl, string> = { fit: 'view.fit', in: 'view.zoomIn', out: 'view.zoomOut', drawer: 'panel.open', rules: 'rules.title' };

export class CtBoardControls extends LitElement {
  static override styles = [sharedStyles, css`
    /* A narrow board column makes them a little smaller (--ct-control-size, set by the game screen). */
    :host { display: flex; gap: var(--ct-control-gap, 8px); }
    button {
      width: var(--ct-control-size, 52px); height: var(--ct-control-size, 52px); min-height: 0; padding: 0; border-radius: 50%; display: grid; place-items: center;
      background: radial-gradient(circle at 35% 30%, #fffaf0, #efe2c4 70%, #d9c79f); color: #3a2a14;
      border: 2px solid #6b4f2a; box-shadow: 0 3px 0 #4b3519, 0 6px 12px rgb(0 0 0 / 35%);
    }
    button:active { transform: translateY(2px); box-shadow: 0 1px 0 #4b3519, 0 3px 8px rgb(0 0 0 / 35%); }
    svg { width: 26px; height: 26px; }
  `];
  private readonly i18n = new LocaleController(this);

  override render() {
    return html`<div role="toolbar" aria-label=${t('view.controls')} style="display: contents">
      ${(['rules', 'drawer', 'fit', 'in', 'out'] as const).map((c) => html`<button data-test="view-${c}" aria-label=${t(LABELS[c])} title=${t(LABELS[c])}
          @click=${() => this.dispatchEvent(new CustomEvent<BoardControl>('ct-board-control', { detail: c, bubbles: true, composed: true }))}>
        <svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[c]}</svg></button>`)}
    </div>`;
  }
}

customElements.define('ct-board-controls', CtBoardControls);

declare global {
  interface HTMLElementTagNameMap {
    'ct-board-controls': CtBoardControls;
  }
}
