// Score over the turns: one line per player (colour AND dash pattern AND a name label at the end),
// plain SVG. Screen readers get the summary; the table of final scores sits next to it.
import { css, html, LitElement, svg } from 'lit';
import { LocaleController, t } from '../i18n/index.js';

const DASHES = ['', '8 4', '2 4', '12 4 2 4', '4 4', '1 3'];
const W = 640, H = 300, PAD = { l: 44, r: 110, t: 14, b: 34 };

export class CtScoreChart extends LitElement {
  static override properties = { history: { attribute: false }, names: { attribute: false }, colours: { attribute: false }, finalStep: { type: Boolean } };
  static override styles = css`
    :host { display: block; }
    svg { width: 100%; height: auto; max-width: 760px; background: #fffdf6; border-radius: 8px; }
    text { font: 14px system-ui, sans-serif; fill: #2b241c; }
    .axis { stroke: #6b6257; stroke-width: 1; }
    .grid { stroke: #e2dacb; stroke-width: 1; }
  `;
  declare history: number[][];
  declare names: string[];
  declare colours: string[];
  /** The last point is the final scoring (not a turn): label it so. */
  declare finalStep: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.history = [];
    this.names = [];
    this.colours = [];
    this.finalStep = false;
  }

  override render() {
    const h = this.history;
    const turns = Math.max(1, h.length - 1);
    const max = Math.max(10, ...h.flat());
    const step = max <= 50 ? 10 : max <= 120 ? 20 : 50;
    const top = Math.ceil(max / step) * step;
    const x = (i: number) => PAD.l + (i / turns) * (W - PAD.l - PAD.r);
    const y = (v: number) => H - PAD.b - (v / top) * (H - PAD.t - PAD.b);
    const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
    const players = this.names.map((_, p) => p);
    // End labels must not overlap: spread them at least 16 px apart.
    const ends = players.map((p) => ({ p, y: y(h.at(-1)?.[p] ?? 0) })).sort((a, b) => a.y - b.y);
    for (let i = 1; i < ends.length; i++) ends[i].y = Math.max(ends[i].y, ends[i - 1].y + 16);
    return html`<svg viewBox="0 0 ${W} ${H}" role="img" aria-label=${t('end.chartDesc', { turns })} data-test="score-chart">
      ${ticks.map((v) => svg`<line class="grid" x1=${PAD.l} x2=${W - PAD.r} y1=${y(v)} y2=${y(v)} />
        <text x=${PAD.l - 6} y=${y(v) + 4} text-anchor="end">${v}</text>`)}
      <line class="axis" x1=${PAD.l} x2=${W - PAD.r} y1=${H - PAD.b} y2=${H - PAD.b} />
      <line class="axis" x1=${PAD.l} x2=${PAD.l} y1=${PAD.t} y2=${H - PAD.b} />
      <text x=${PAD.l} y=${H - 10}>${t('end.turn')} 0</text>
      <text x=${W - PAD.r} y=${H - 10} text-anchor="end">${this.finalStep ? t('end.finalStep') : turns}</text>
      ${players.map((p) => {
        const points = h.map((row, i) => `${x(i).toFixed(1)},${y(row[p] ?? 0).toFixed(1)}`).join(' ');
        // A dark halo under each line keeps light colours (yellow) visible on the light background.
        return svg`<polyline fill="none" stroke="#2b241c" stroke-opacity="0.55" stroke-width="5" stroke-linejoin="round"
            stroke-dasharray=${DASHES[p % DASHES.length]} points=${points} />
          <polyline fill="none" stroke=${this.colours[p] ?? '#333'} stroke-width="3" stroke-linejoin="round"
            stroke-dasharray=${DASHES[p % DASHES.length]} points=${points} />`;
      })}
      ${ends.map(({ p, y: ly }) => svg`<text x=${W - PAD.r + 8} y=${ly + 4}>${this.names[p]} ${h.at(-1)?.[p] ?? 0}</text>`)}
    </svg>`;
  }
}

customElements.define('ct-score-chart', CtScoreChart);

declare global {
  interface HTMLElementTagNameMap {
    'ct-score-chart': CtScoreChart;
  }
}
