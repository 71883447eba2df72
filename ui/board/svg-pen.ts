// A Pen (painters.ts) that records SVG paths instead of drawing with Pixi, so the tile preview
// in the turn panel shows an expansion's painters exactly as the board does, without loading
// Pixi. It follows Graphics' model: shape calls build the current path; fill() and stroke() paint
// it (both may follow one path); the next shape call after painting starts a new path; cut()
// turns the current path into holes of the last fill.
import type { Pen, PenFill, PenStroke } from './painters.js';

export interface SvgShape {
  d: string;
  fill?: string;
  fillOpacity?: number;
  fillRule?: 'evenodd';
  stroke?: string;
  strokeWidth?: number;
  strokeOpacity?: number;
}

const hex = (c: number) => `#${(c & 0xffffff).toString(16).padStart(6, '0')}`;
const n = (v: number) => (Math.round(v * 100) / 100).toString();

export class SvgPen implements Pen {
  readonly shapes: SvgShape[] = [];
  private path = '';
  private painted = false;
  private at: { x: number; y: number } | null = null;

  private add(d: string): this {
    if (this.painted) { this.path = ''; this.painted = false; }
    this.path += (this.path ? ' ' : '') + d;
    return this;
  }

  poly(points: number[], close = true): this {
    const pts: string[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) pts.push(`${n(points[i])},${n(points[i + 1])}`);
    if (!pts.length) return this;
    this.at = { x: points[points.length - 2], y: points[points.length - 1] };
    return this.add(`M${pts.join(' L')}${close ? ' Z' : ''}`);
  }

  rect(x: number, y: number, w: number, h: number): this {
    return this.poly([x, y, x + w, y, x + w, y + h, x, y + h]);
  }

  circle(x: number, y: number, r: number): this {
    this.at = null;
    return this.add(`M${n(x - r)},${n(y)} A${n(r)},${n(r)} 0 1 0 ${n(x + r)},${n(y)} A${n(r)},${n(r)} 0 1 0 ${n(x - r)},${n(y)} Z`);
  }

  moveTo(x: number, y: number): this {
    this.at = { x, y };
    return this.add(`M${n(x)},${n(y)}`);
  }

  lineTo(x: number, y: number): this {
    const d = this.at ? `L${n(x)},${n(y)}` : `M${n(x)},${n(y)}`;
    this.at = { x, y };
    return this.add(d);
  }

  arc(cx: number, cy: number, r: number, start: number, end: number): this {
    const sx = cx + Math.cos(start) * r, sy = cy + Math.sin(start) * r;
    const ex = cx + Math.cos(end) * r, ey = cy + Math.sin(end) * r;
    let sweep = end - start;
    while (sweep < 0) sweep += Math.PI * 2;
    const large = sweep > Math.PI ? 1 : 0;
    const lead = this.at ? `L${n(sx)},${n(sy)}` : `M${n(sx)},${n(sy)}`;
    this.at = { x: ex, y: ey };
    return this.add(`${lead} A${n(r)},${n(r)} 0 ${large} 1 ${n(ex)},${n(ey)}`);
  }

  closePath(): this {
    return this.add('Z');
  }

  fill(style: PenFill): this {
    const { color, alpha } = typeof style === 'number' ? { color: style, alpha: undefined } : style;
    if (this.path) this.shapes.push({ d: this.path, fill: hex(color), ...(alpha !== undefined && alpha < 1 ? { fillOpacity: alpha } : {}) });
    this.painted = true;
    return this;
  }

  stroke(style: PenStroke): this {
    if (this.path) {
      this.shapes.push({
        d: this.path, stroke: hex(style.color), strokeWidth: style.width,
        ...(style.alpha !== undefined && style.alpha < 1 ? { strokeOpacity: style.alpha } : {}),
      });
    }
    this.painted = true;
    return this;
  }

  cut(): this {
    const target = [...this.shapes].reverse().find((s) => s.fill !== undefined);
    if (target && this.path && !this.painted) {
      target.d += ` ${this.path}`;
      target.fillRule = 'evenodd';
    }
    this.path = '';
    this.painted = false;
    this.at = null;
    return this;
  }
}
