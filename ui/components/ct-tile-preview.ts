// The drawn tile, small, in the panel: drawn in SVG from the board's own tile geometry and palette
// (ui/board/geometry is pure, so no Pixi is loaded for it), turned like the pending placement.
// Expansion art comes from the same tile painters the board uses, drawn through an SVG pen; a
// painter that throws leaves the preview plain, as on the board. Labelled for screen readers with
// the features and the sides they reach.
import { css, html, LitElement, nothing, svg, type SVGTemplateResult } from 'lit';
import type { Rotation, TileDef } from '../../core/index.js';
import { ROAD_HALF, smoothRing, tileGeometry, type FeatureGeometry, type Pt, type Region, type TileGeometry } from '../board/geometry/index.js';
import { PainterFailure, paintersFor, reportPainterFailure, runPainter, type PaintContext, type TilePainter } from '../board/painters.js';
import { SvgPen, type SvgShape } from '../board/svg-pen.js';
import { hashString, seeded } from '../board/tile-art.js';
import { TILE_PALETTE } from '../theme/index.js';
import { describeTile } from '../game/labels.js';
import { LocaleController } from '../i18n/index.js';

const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;
const P = (p: Pt) => `${(p.x * 100).toFixed(2)},${(p.y * 100).toFixed(2)}`;

function regionPath(region: Region): string {
  return region.map((s) => [s.outer, ...s.holes].map((ring) => `M${ring.map(P).join(' L')} Z`).join(' ')).join(' ');
}

const line = (pts: Pt[]) => `M${pts.map(P).join(' L')}`;

const shapeSvg = (s: SvgShape) => svg`<path d=${s.d} fill=${s.fill ?? 'none'} fill-opacity=${s.fillOpacity ?? nothing}
  fill-rule=${s.fillRule ?? nothing} stroke=${s.stroke ?? 'none'} stroke-width=${s.strokeWidth ?? nothing} stroke-opacity=${s.strokeOpacity ?? nothing} />`;

/** The module painters' art for one feature, as SVG in the 100×100 box (same context as the board's). */
function painted(painters: TilePainter[], def: TileDef, tile: TileGeometry, feature: FeatureGeometry): SVGTemplateResult[] {
  const pen = new SvgPen(), px = 100;
  const flat = (pts: Pt[]) => pts.flatMap((p) => [p.x * px, p.y * px]);
  const ctx: PaintContext = {
    g: pen, px, tile, feature, palette: TILE_PALETTE, random: seeded(hashString(`${def.id}#${feature.index}`)), flat,
    fillRegion(region, color, alpha = 1) {
      for (const s of region) {
        pen.poly(flat(s.outer)).fill({ color, alpha });
        if (s.holes.length) { for (const h of s.holes) pen.poly(flat(h)); pen.cut(); }
      }
    },
    smooth: (ring) => smoothRing(ring, 2),
  };
  for (const p of painters) runPainter(p, ctx, def.id);
  return pen.shapes.map(shapeSvg);
}

/** The tile in a 100×100 box, unrotated; plain (no module painters) if one of them throws. */
export function tileSvg(def: TileDef): SVGTemplateResult[] {
  try {
    return tileLayers(def, true);
  } catch (e) {
    if (!(e instanceof PainterFailure)) throw e;
    reportPainterFailure(e);
    return tileLayers(def, false);
  }
}

function tileLayers(def: TileDef, withPainters: boolean): SVGTemplateResult[] {
  const geo = tileGeometry(def);
  const C = TILE_PALETTE;
  const out: SVGTemplateResult[] = [svg`<rect width="100" height="100" fill=${hex(C.grass)} />`];
  for (const f of geo.features) {
    if (f.role !== 'ground' || !f.region.length) continue;
    const own = withPainters ? paintersFor(f, 'ground') : [];
    if (own.length) out.push(...painted(own, def, geo, f));
    else out.push(svg`<path d=${regionPath(f.region)} fill=${hex(C.ground)} fill-rule="evenodd" />`);
  }
  for (const f of geo.features.filter((g) => g.role === 'road')) {
    for (const p of f.paths) out.push(svg`<path d=${line(p)} fill="none" stroke=${hex(C.roadEdge)} stroke-width=${ROAD_HALF * 200 + 3} />`);
    for (const p of f.paths) out.push(svg`<path d=${line(p)} fill="none" stroke=${hex(C.road)} stroke-width=${ROAD_HALF * 200} />`);
  }
  for (const j of geo.junctions) {
    const h = j.half * 100;
    out.push(svg`<rect x=${j.center.x * 100 - h} y=${j.center.y * 100 - h} width=${2 * h} height=${2 * h} fill=${hex(C.roof)} stroke=${hex(C.roofDark)} />`);
  }
  for (const f of geo.features.filter((g) => g.role === 'city')) {
    out.push(svg`<path d=${regionPath(f.region)} fill=${hex(C.city)} fill-rule="evenodd" />`);
    for (const w of f.walls) out.push(svg`<path d=${line(w)} fill="none" stroke=${hex(C.wall)} stroke-width="3" stroke-linecap="round" />`);
    if (Number(f.props.pennants ?? 0) > 0) {
      const { x, y } = { x: f.anchor.x * 100 + 12, y: f.anchor.y * 100 - 4 };
      out.push(svg`<path d="M${x - 6},${y - 6} h12 v7 l-6,6 l-6,-6 Z" fill=${hex(C.pennant)} stroke=${hex(C.pennantRim)} stroke-width="1.5" />`);
    }
  }
  for (const f of geo.features.filter((g) => g.role === 'cloister')) {
    const c = f.center ?? f.anchor, h = (f.size ?? 0.2) * 100;
    out.push(svg`<rect x=${c.x * 100 - h} y=${c.y * 100 - h} width=${2 * h} height=${2 * h} rx=${h * 0.2} fill=${hex(C.grassLight)} stroke=${hex(C.plaster)} stroke-width="1.5" />`);
    out.push(svg`<path d="M${c.x * 100 - h * 0.3},${c.y * 100 - h * 0.8} h${h * 0.6} v${h * 0.5} h${h * 0.5} v${h * 0.5} h${-h * 0.5} v${h * 0.8} h${-h * 0.6} v${-h * 0.8} h${-h * 0.5} v${-h * 0.5} h${h * 0.5} Z"
      fill=${hex(C.roof)} stroke=${hex(C.roofDark)} stroke-width="1" />`);
  }
  if (withPainters) for (const f of geo.features) out.push(...painted(paintersFor(f, 'decor'), def, geo, f));
  out.push(svg`<rect width="100" height="100" fill="none" stroke=${hex(C.tileEdge)} stroke-width="1.5" />`);
  return out;
}

export class CtTilePreview extends LitElement {
  static override properties = { def: { attribute: false }, rotation: { type: Number }, size: { type: Number } };
  static override styles = css`
    :host { display: inline-block; line-height: 0; }
    svg { border-radius: 4px; box-shadow: 0 1px 4px rgb(0 0 0 / 40%); }
    @media (prefers-reduced-motion: no-preference) { g.turn { transition: transform 160ms ease-out; } }
  `;
  declare def: TileDef | null;
  declare rotation: Rotation;
  declare size: number;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.def = null;
    this.rotation = 0;
    this.size = 96;
  }

  override render() {
    const def = this.def;
    if (!def) return nothing;
    return html`<svg width=${this.size} height=${this.size} viewBox="0 0 100 100" role="img" aria-label=${describeTile(def, this.rotation)}>
      <g class="turn" style="transform-origin: 50px 50px; transform: rotate(${this.rotation}deg)">${tileSvg(def)}</g>
    </svg>`;
  }
}

customElements.define('ct-tile-preview', CtTilePreview);

declare global {
  interface HTMLElementTagNameMap {
    'ct-tile-preview': CtTilePreview;
  }
}
