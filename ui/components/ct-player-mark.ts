// A player's colour with its shape mark, so colours are never the only cue (colour-blind players).
import { css, html, LitElement, svg, type SVGTemplateResult } from 'lit';

const poly = (n: number, r: number, rot = -Math.PI / 2) =>
  Array.from({ length: n }, (_, i) => {
    const a = rot + (i / n) * Math.PI * 2;
    return `${(Math.cos(a) * r).toFixed(3)},${(Math.sin(a) * r).toFixed(3)}`;
  }).join(' ');

const star = () => Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i / 10) * Math.PI * 2, r = i % 2 ? 0.4 : 0.95;
  return `${(Math.cos(a) * r).toFixed(3)},${(Math.sin(a) * r).toFixed(3)}`;
}).join(' ');

/** The mark's shape in a -1…1 box, drawn in `ink` (the style's mark colour). */
export function markShape(mark: string, ink: string): SVGTemplateResult {
  switch (mark) {
    case 'square': return svg`<rect x="-0.62" y="-0.62" width="1.24" height="1.24" fill=${ink} />`;
    case 'triangle': return svg`<polygon points=${poly(3, 0.9, -Math.PI / 2)} transform="translate(0 0.12)" fill=${ink} />`;
    case 'diamond': return svg`<polygon points=${poly(4, 0.85)} fill=${ink} />`;
    case 'star': return svg`<polygon points=${star()} fill=${ink} />`;
    case 'hexagon': return svg`<polygon points=${poly(6, 0.8)} fill=${ink} />`;
    case 'pentagon': return svg`<polygon points=${poly(5, 0.82)} fill=${ink} />`;
    case 'cross': return svg`<path d="M-0.6,-0.6 L0.6,0.6 M0.6,-0.6 L-0.6,0.6" stroke=${ink} stroke-width="0.34" stroke-linecap="round" />`;
    case 'plus': return svg`<path d="M0,-0.7 V0.7 M-0.7,0 H0.7" stroke=${ink} stroke-width="0.34" stroke-linecap="round" />`;
    case 'ring': return svg`<circle r="0.55" fill="none" stroke=${ink} stroke-width="0.3" />`;
    case 'dot': return svg`<circle r="0.35" fill=${ink} />`;
    case 'heart': return svg`<path d="M0,0.75 C-1,0 -0.7,-0.85 0,-0.35 C0.7,-0.85 1,0 0,0.75 Z" fill=${ink} />`;
    default: return svg`<circle r="0.65" fill=${ink} />`;
  }
}

export class CtPlayerMark extends LitElement {
  static override properties = {
    fill: {}, stroke: {}, mark: {}, markColor: { attribute: 'mark-color' }, size: { type: Number },
  };
  static override styles = css`
    :host { display: inline-block; line-height: 0; vertical-align: middle; }
  `;
  declare fill: string;
  declare stroke: string;
  declare mark: string;
  declare markColor: string;
  declare size: number;

  constructor() {
    super();
    this.fill = '#888';
    this.stroke = '#333';
    this.mark = 'circle';
    this.markColor = '#fff';
    this.size = 28;
  }

  override render() {
    return html`<svg width=${this.size} height=${this.size} viewBox="-1.2 -1.2 2.4 2.4" aria-hidden="true" focusable="false">
      <rect x="-1.1" y="-1.1" width="2.2" height="2.2" rx="0.45" fill=${this.fill} stroke=${this.stroke} stroke-width="0.16" />
      ${markShape(this.mark, this.markColor)}
    </svg>`;
  }
}

customElements.define('ct-player-mark', CtPlayerMark);

declare global {
  interface HTMLElementTagNameMap {
    'ct-player-mark': CtPlayerMark;
  }
}
