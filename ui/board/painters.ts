/// <reference types="vite/client" />
// Registry of tile painters for marks the base painter does not know (docs/contract.md: an expansion's
// ui/ companion adds board layers). The base painter names no expansion: painters found in
// `expansions/*/ui/board-painters.ts` register themselves through this list, and a modder's new
// feature kind gets a plain ground patch until someone paints it.
import type { Graphics } from 'pixi.js';
import type { TilePalette } from '../theme/tile-palette.js';
import type { FeatureGeometry, Pt, Region, TileGeometry } from './geometry/index.js';

export interface PaintContext {
  /** Draw in pixels; tile-local point p is at (p.x·px, p.y·px). */
  g: Graphics;
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

const registry: TilePainter[] = [];

export function registerTilePainter(p: TilePainter): void {
  const i = registry.findIndex((q) => q.id === p.id);
  if (i >= 0) registry[i] = p;
  else registry.push(p);
}

export function paintersFor(f: FeatureGeometry, layer: TilePainter['layer']): TilePainter[] {
  return registry.filter((p) => p.layer === layer && ((p.kind !== undefined && p.kind === f.kind) || (p.prop !== undefined && !!f.props[p.prop])));
}

// Expansion companions: every `expansions/<id>/ui/board-painters.ts` exporting `tilePainters`.
const found = import.meta.glob<{ tilePainters?: TilePainter[] }>('../../expansions/*/ui/board-painters.ts', { eager: true });
for (const mod of Object.values(found)) for (const p of mod.tilePainters ?? []) registerTilePainter(p);
