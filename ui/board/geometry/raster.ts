// A coarse owner grid over one tile: which feature covers each cell. Fields are what is left
// between the drawn features, so they are found by a flood fill from their edge segments on
// this grid and then traced back into polygons (marching squares).
import { type Pt, type Region, type Shape, signedArea, inRing, simplifyRing } from './vec.js';

export const FREE = -1;
export const BLOCKED = -2;

export class OwnerGrid {
  readonly cells: Int16Array;
  constructor(readonly n: number) {
    this.cells = new Int16Array(n * n).fill(FREE);
  }
  at(i: number, j: number): number {
    return i < 0 || j < 0 || i >= this.n || j >= this.n ? BLOCKED : this.cells[j * this.n + i];
  }
  ownerAt(p: Pt): number {
    return this.at(Math.floor(p.x * this.n), Math.floor(p.y * this.n));
  }
  /** Sets every cell whose centre lies in `shape` to `owner` (scanline fill, even-odd per shape). */
  paint(shape: Shape, owner: number, only?: (current: number) => boolean): void {
    const n = this.n, rings = [shape.outer, ...shape.holes];
    for (let j = 0; j < n; j++) {
      const y = (j + 0.5) / n;
      const xs: number[] = [];
      for (const ring of rings) {
        for (let a = 0, b = ring.length - 1; a < ring.length; b = a++) {
          const p = ring[a], q = ring[b];
          if ((p.y > y) !== (q.y > y)) xs.push(p.x + ((y - p.y) * (q.x - p.x)) / (q.y - p.y));
        }
      }
      xs.sort((u, v) => u - v);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const i0 = Math.max(0, Math.ceil(xs[k] * n - 0.5)), i1 = Math.min(n - 1, Math.floor(xs[k + 1] * n - 0.5));
        for (let i = i0; i <= i1; i++) {
          const c = j * n + i;
          if (!only || only(this.cells[c])) this.cells[c] = owner;
        }
      }
    }
  }
  paintRegion(region: Region, owner: number, only?: (current: number) => boolean): void {
    for (const s of region) this.paint(s, owner, only);
  }
}

/**
 * Multi-source breadth-first fill of the FREE cells from seed cells per label. Each free cell gets
 * the label that reaches it first, so labels that share an open area split it down the middle.
 */
export function floodFill(grid: OwnerGrid, seeds: Map<number, number[]>): Int16Array {
  const n = grid.n, label = new Int16Array(n * n).fill(FREE);
  let queue: number[] = [];
  for (const [lab, cells] of seeds) {
    for (const c of cells) {
      if (grid.cells[c] === FREE && label[c] === FREE) { label[c] = lab; queue.push(c); }
    }
  }
  while (queue.length) {
    const next: number[] = [];
    for (const c of queue) {
      const i = c % n, j = (c - i) / n;
      for (const [di, dj] of NEIGHBOURS) {
        const ii = i + di, jj = j + dj;
        if (ii < 0 || jj < 0 || ii >= n || jj >= n) continue;
        const d = jj * n + ii;
        if (grid.cells[d] === FREE && label[d] === FREE) { label[d] = label[c]; next.push(d); }
      }
    }
    queue = next;
  }
  return label;
}

export const NEIGHBOURS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

/** Cells along one tile edge between fractions t0..t1 of its clockwise length (for a segment's seeds). */
export function edgeCells(n: number, side: string, t0: number, t1: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    if (t < t0 || t > t1) continue;
    // Clockwise: N runs west→east, E north→south, S east→west, W south→north.
    if (side === 'N') out.push(k);
    else if (side === 'E') out.push(k * n + (n - 1));
    else if (side === 'S') out.push((n - 1) * n + (n - 1 - k));
    else out.push((n - 1 - k) * n);
  }
  return out;
}

/**
 * Traces the cells where `mask` is true into polygons (marching squares on cell centres, with the
 * grid padded by empty cells so shapes touching the tile edge close exactly on it).
 */
export function traceMask(mask: Uint8Array, n: number, eps = 0.006): Region {
  const v = (i: number, j: number) => (i < 0 || j < 0 || i >= n || j >= n ? 0 : mask[j * n + i]);
  // Samples are cell centres plus a padding ring of empty cells; a crossing lies halfway between
  // two samples, so a shape that reaches the padding closes exactly on the tile edge (0 or 1).
  const pos = (i: number) => (i - 0.5) / n;
  const segs = new Map<string, string>(); // start key → end key (inside on the right, y down)
  const pts = new Map<string, Pt>();
  const key = (p: Pt) => `${Math.round(p.x * 1e6)},${Math.round(p.y * 1e6)}`;
  const emit = (a: Pt, b: Pt) => {
    const ka = key(a), kb = key(b);
    if (ka === kb) return;
    pts.set(ka, a); pts.set(kb, b);
    segs.set(ka, kb);
  };
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      // Square with corners tl=(i-1,j-1) tr=(i,j-1) br=(i,j) bl=(i-1,j) in cell indices.
      const tl = v(i - 1, j - 1), tr = v(i, j - 1), br = v(i, j), bl = v(i - 1, j);
      const idx = (tl << 3) | (tr << 2) | (br << 1) | bl;
      if (idx === 0 || idx === 15) continue;
      const x0 = pos(i), x1 = pos(i + 1), y0 = pos(j), y1 = pos(j + 1);
      const xm = (x0 + x1) / 2, ym = (y0 + y1) / 2;
      const top = { x: xm, y: y0 }, right = { x: x1, y: ym }, bottom = { x: xm, y: y1 }, left = { x: x0, y: ym };
      // Edges oriented so the inside lies to the right when walking (clockwise outer rings).
      switch (idx) {
        case 1: emit(left, bottom); break;
        case 2: emit(bottom, right); break;
        case 3: emit(left, right); break;
        case 4: emit(right, top); break;
        case 5: emit(right, top); emit(left, bottom); break; // saddle: keep diagonal cells apart
        case 6: emit(bottom, top); break;
        case 7: emit(left, top); break;
        case 8: emit(top, left); break;
        case 9: emit(top, bottom); break;
        case 10: emit(top, left); emit(bottom, right); break;
        case 11: emit(top, right); break;
        case 12: emit(right, left); break;
        case 13: emit(right, bottom); break;
        case 14: emit(bottom, left); break;
      }
    }
  }
  const rings: Pt[][] = [];
  const seen = new Set<string>();
  for (const start of segs.keys()) {
    if (seen.has(start)) continue;
    const ring: Pt[] = [];
    let k: string | undefined = start;
    while (k !== undefined && !seen.has(k)) {
      seen.add(k);
      ring.push(pts.get(k)!);
      k = segs.get(k);
    }
    if (ring.length >= 3) rings.push(simplifyRing(dropCollinear(ring), eps));
  }
  // Outer rings run clockwise (positive area, y down); holes the other way.
  const outers = rings.filter((r) => signedArea(r) > 0);
  const holes = rings.filter((r) => signedArea(r) < 0);
  const shapes = outers.map((outer) => ({ outer, holes: [] as Pt[][] }));
  for (const h of holes) {
    const host = shapes.find((s) => inRing(h[0], s.outer) || inRing(mid(h), s.outer));
    host?.holes.push(h);
  }
  return shapes;
}

function mid(ring: Pt[]): Pt {
  return { x: (ring[0].x + ring[1].x) / 2, y: (ring[0].y + ring[1].y) / 2 };
}

function dropCollinear(ring: Pt[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[(i + ring.length - 1) % ring.length], b = ring[i], c = ring[(i + 1) % ring.length];
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) > 1e-12) out.push(b);
  }
  return out;
}
