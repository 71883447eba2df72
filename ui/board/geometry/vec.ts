// Small 2-D helpers for tile geometry (tile-local units: (0,0) north-west corner, (1,1) south-east).
// Pure functions, no Pixi, so the geometry can be unit-tested in node.

export interface Pt { x: number; y: number }
/** A simple polygon with optional holes (each a simple ring). */
export interface Shape { outer: Pt[]; holes: Pt[][] }
/** A feature's area: the union of its shapes. */
export type Region = Shape[];

export const pt = (x: number, y: number): Pt => ({ x, y });
export const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
export const mul = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k });
export const lerp = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
export const dist = (a: Pt, b: Pt): number => Math.hypot(a.x - b.x, a.y - b.y);
export const len = (a: Pt): number => Math.hypot(a.x, a.y);
export function norm(a: Pt): Pt {
  const l = len(a);
  return l > 1e-12 ? { x: a.x / l, y: a.y / l } : { x: 0, y: 0 };
}
/** Left-hand perpendicular in a y-down frame (rotates a direction 90° counter-clockwise on screen). */
export const perp = (a: Pt): Pt => ({ x: a.y, y: -a.x });

export function quadBezier(p0: Pt, c: Pt, p1: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n, u = 1 - t;
    out.push({ x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y });
  }
  return out;
}

export function cubicBezier(p0: Pt, c0: Pt, c1: Pt, p1: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n, u = 1 - t;
    const a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    out.push({ x: a * p0.x + b * c0.x + c * c1.x + d * p1.x, y: a * p0.y + b * c0.y + c * c1.y + d * p1.y });
  }
  return out;
}

export function circleRing(c: Pt, r: number, n = 40): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out.push({ x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r });
  }
  return out;
}

export function rectRing(c: Pt, hx: number, hy = hx): Pt[] {
  return [pt(c.x - hx, c.y - hy), pt(c.x + hx, c.y - hy), pt(c.x + hx, c.y + hy), pt(c.x - hx, c.y + hy)];
}

/** Signed area (positive = clockwise on screen, y down). */
export function signedArea(ring: Pt[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return a / 2;
}

export function inRing(p: Pt, ring: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i], b = ring[j];
    if ((a.y > p.y) !== (b.y > p.y) && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export const inShape = (p: Pt, s: Shape): boolean => inRing(p, s.outer) && !s.holes.some((h) => inRing(p, h));
export const inRegion = (p: Pt, r: Region): boolean => r.some((s) => inShape(p, s));

/** Distance from p to segment ab. */
export function segDist(p: Pt, a: Pt, b: Pt): number {
  const ab = sub(b, a), l2 = ab.x * ab.x + ab.y * ab.y;
  const t = l2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2)) : 0;
  return dist(p, { x: a.x + ab.x * t, y: a.y + ab.y * t });
}

export function polylineDist(p: Pt, line: Pt[]): number {
  let d = Infinity;
  for (let i = 1; i < line.length; i++) d = Math.min(d, segDist(p, line[i - 1], line[i]));
  return line.length === 1 ? dist(p, line[0]) : d;
}

/** Distance from p to the boundary of a ring. */
export function ringDist(p: Pt, ring: Pt[]): number {
  return polylineDist(p, [...ring, ring[0]]);
}

/** First point where segment a→b crosses the boundary of `ring` (parameter t along a→b), or null. */
export function firstCrossing(a: Pt, b: Pt, ring: Pt[]): number | null {
  let best: number | null = null;
  const r = sub(b, a);
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const p = ring[j], s = sub(ring[i], ring[j]);
    const den = r.x * s.y - r.y * s.x;
    if (Math.abs(den) < 1e-12) continue;
    const q = sub(p, a);
    const t = (q.x * s.y - q.y * s.x) / den, u = (q.x * r.y - q.y * r.x) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && (best === null || t < best)) best = t;
  }
  return best;
}

/** A band of half-width w around a polyline (butt ends), as one ring. */
export function strokeRing(line: Pt[], w: number): Pt[] {
  const left: Pt[] = [], right: Pt[] = [];
  for (let i = 0; i < line.length; i++) {
    const a = line[Math.max(0, i - 1)], b = line[Math.min(line.length - 1, i + 1)];
    const n = perp(norm(sub(b, a)));
    left.push(add(line[i], mul(n, w)));
    right.push(sub(line[i], mul(n, w)));
  }
  return [...left, ...right.reverse()];
}

/** Ramer–Douglas–Peucker simplification of a closed ring. */
export function simplifyRing(ring: Pt[], eps: number): Pt[] {
  if (ring.length < 8) return ring;
  // Split at the point farthest from ring[0] so both halves are open polylines.
  let far = 0, fd = -1;
  ring.forEach((p, i) => { const d = dist(p, ring[0]); if (d > fd) { fd = d; far = i; } });
  const a = simplifyLine(ring.slice(0, far + 1), eps);
  const b = simplifyLine([...ring.slice(far), ring[0]], eps);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

function simplifyLine(line: Pt[], eps: number): Pt[] {
  if (line.length < 3) return line;
  let idx = -1, md = eps;
  for (let i = 1; i < line.length - 1; i++) {
    const d = segDist(line[i], line[0], line[line.length - 1]);
    if (d > md) { md = d; idx = i; }
  }
  if (idx < 0) return [line[0], line[line.length - 1]];
  return [...simplifyLine(line.slice(0, idx + 1), eps).slice(0, -1), ...simplifyLine(line.slice(idx), eps)];
}

/** Chaikin corner cutting for a closed ring, keeping points on the tile border fixed in place. */
export function smoothRing(ring: Pt[], rounds = 1): Pt[] {
  let cur = ring;
  const onBorder = (p: Pt) => p.x < 1e-6 || p.y < 1e-6 || p.x > 1 - 1e-6 || p.y > 1 - 1e-6;
  for (let r = 0; r < rounds; r++) {
    const out: Pt[] = [];
    for (let i = 0; i < cur.length; i++) {
      const a = cur[i], b = cur[(i + 1) % cur.length];
      if (onBorder(a) && onBorder(b) && (a.x === b.x || a.y === b.y)) { out.push(a); continue; }
      if (onBorder(a)) out.push(a); else out.push(lerp(a, b, 0.25));
      out.push(lerp(a, b, 0.75));
    }
    cur = out;
  }
  return cur;
}

export function ringArea(r: Region): number {
  let a = 0;
  for (const s of r) a += Math.abs(signedArea(s.outer)) - s.holes.reduce((h, ring) => h + Math.abs(signedArea(ring)), 0);
  return a;
}

/** Rotates a tile-local point clockwise about the tile centre by a multiple of 90°. */
export function rotateLocal(p: Pt, rotation: number): Pt {
  let { x, y } = p;
  for (let i = 0; i < ((rotation / 90) % 4 + 4) % 4; i++) [x, y] = [1 - y, x];
  return { x, y };
}
