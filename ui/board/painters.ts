/// <reference types="vite/client" />
// Registry of tile painters for marks the base painter does not know (docs/contract.md: an expansion's
// ui/ companion adds board layers). The base painter names no expansion: painters found in
// `expansions/*/ui/board-painters.ts` register themselves through this list, and a modder's new
// feature kind gets a plain ground patch until someone paints it.
import type { TilePalette } from '../theme/tile-palette.js';
import type { FeatureGeometry, Pt, Region, TileGeometry } from './geometry/index.js';

export type PenFill = number | { color: number; alpha?: number };
export interface PenStroke { width: number; color: number; alpha?: number; alignment?: number }

/**
 * The drawing calls a painter may use: the part of PixiJS 8's Graphics that both the board (a
 * real Graphics) and the tile preview (ui/board/svg-pen.ts, drawing SVG) implement. Shapes are
 * built with poly/rect/circle/moveTo/lineTo/arc/closePath, then filled and/or stroked; `cut()`
 * makes the last shape a hole in the one before.
 */
export interface Pen {
  poly(points: number[], close?: boolean): this;
  rect(x: number, y: number, w: number, h: number): this;
  circle(x: number, y: number, r: number): this;
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  arc(cx: number, cy: number, r: number, start: number, end: number): this;
  closePath(): this;
  fill(style: PenFill): this;
  stroke(style: PenStroke): this;
  cut(): this;
}

export interface PaintContext {
  /** Draw in pixels; tile-local point p is at (p.x·px, p.y·px). */
  g: Pen;
  px: number;
  tile: TileGeometry;
  feature: FeatureGeometry;
  palette: TilePalette;
  /** Deterministic random numbers in [0, 1) for this tile type and feature. */
  random(): number;
  /** Flat pixel coordinates of tile-local points, for g.poly(). */
  flat(points: Pt[]): number[];
  /** Fills a region (with its holes) in one colour. */
  fillRegion(region: Region, color: number, alpha?: number): void;
  /** Rounds the corners of a traced ring (points on the tile edge stay put). */
  smooth(ring: Pt[]): Pt[];
}

export interface TilePainter {
  id: string;
  /** Paints features of this kind … */
  kind?: string;
  /** … or features that carry this prop (truthy), e.g. 'besieged'. */
  prop?: string;
  /**
   * 'ground': paints the feature's area instead of the default (before roads and cities);
   * 'decor': paints over the finished tile (tents, camps, signs).
   */
  layer: 'ground' | 'decor';
  paint(ctx: PaintContext): void;
}

interface Registered { painter: TilePainter; module: string }
const registry: Registered[] = [];

/** Adds (or replaces, by id) a painter; `module` names its expansion in error reports. */
export function registerTilePainter(p: TilePainter, module = p.id.split('/')[0]): void {
  const i = registry.findIndex((q) => q.painter.id === p.id);
  if (i >= 0) registry[i] = { painter: p, module };
  else registry.push({ painter: p, module });
}

export function paintersFor(f: FeatureGeometry, layer: TilePainter['layer']): TilePainter[] {
  return registry.filter(({ painter: p }) => p.layer === layer
    && ((p.kind !== undefined && p.kind === f.kind) || (p.prop !== undefined && !!f.props[p.prop]))).map((r) => r.painter);
}

/** Which expansion registered this painter. */
export function painterModule(p: TilePainter): string {
  return registry.find((r) => r.painter === p)?.module ?? p.id.split('/')[0];
}

/** A painter threw while painting a tile: what the board logs before it paints the tile plainly. */
export class PainterFailure extends Error {
  constructor(readonly module: string, readonly painter: string, readonly tile: string, override readonly cause: unknown) {
    super(`tile painter "${painter}" of module "${module}" failed on tile ${tile}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PainterFailure';
  }
}

/** Runs one painter; a throw becomes a PainterFailure naming the module, the painter and the tile. */
export function runPainter(p: TilePainter, ctx: PaintContext, tileId: string): void {
  try {
    p.paint(ctx);
  } catch (e) {
    throw new PainterFailure(painterModule(p), p.id, tileId, e);
  }
}

/** Reports a failed painter once per painter and tile (the tile is then drawn without painters). */
const reported = new Set<string>();
export function reportPainterFailure(e: PainterFailure, log: (message: string, cause: unknown) => void = console.error): void {
  const key = `${e.painter}@${e.tile}`;
  if (reported.has(key)) return;
  reported.add(key);
  log(`${e.message} — drawing tile ${e.tile} with the plain generated art instead`, e.cause);
}

// Expansion companions: every `expansions/<id>/ui/board-painters.ts` exporting `tilePainters`.
const found = import.meta.glob<{ tilePainters?: TilePainter[] }>('../../expansions/*/ui/board-painters.ts', { eager: true });
for (const [path, mod] of Object.entries(found)) {
  const module = /expansions\/([^/]+)\//.exec(path)?.[1] ?? 'unknown';
  for (const p of mod.tilePainters ?? []) registerTilePainter(p, module);
}
