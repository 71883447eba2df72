// Inns & Cathedrals' art is generated from the tile definitions: every tile with an inn road gets
// its lake and inn in a meadow beside that road, clear of the follower spots; both cathedral tiles
// get their cathedral. Drawn through the SVG pen the tile preview uses (the board's Pixi Graphics
// takes the same calls).
import { describe, expect, it } from 'vitest';
import { INNS_TILES } from '../../../expansions/inns/index.js';
import { innSpot, tilePainters } from '../../../expansions/inns/ui/board-painters.js';
import { tileGeometry, smoothRing, type Pt } from '../../../ui/board/geometry/index.js';
import { runPainter, type PaintContext } from '../../../ui/board/painters.js';
import { SvgPen } from '../../../ui/board/svg-pen.js';
import { hashString, seeded } from '../../../ui/board/tile-art.js';
import { TILE_PALETTE } from '../../../ui/theme/index.js';

const WATER = '#4b8cc8';

/** Distance from p to the segment a–b. */
function toSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy || 1;
  const k = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return Math.hypot(p.x - a.x - k * dx, p.y - a.y - k * dy);
}

function paintAll(id: string): { pen: SvgPen; contexts: PaintContext[] } {
  const def = INNS_TILES.find((t) => t.id === id)!;
  const tile = tileGeometry(def), pen = new SvgPen(), px = 100, contexts: PaintContext[] = [];
  for (const feature of tile.features) {
    for (const p of tilePainters.filter((q) => (q.prop && feature.props[q.prop]) || q.kind === feature.kind)) {
      const ctx: PaintContext = {
        g: pen, px, tile, feature, palette: TILE_PALETTE, random: seeded(hashString(`${id}#${feature.index}`)),
        flat: (pts: Pt[]) => pts.flatMap((q) => [q.x * px, q.y * px]), fillRegion: () => {}, smooth: (r) => smoothRing(r, 2),
      };
      contexts.push(ctx);
      runPainter(p, ctx, id);
    }
  }
  return { pen, contexts };
}

describe('the inn and cathedral art', () => {
  const innTiles = INNS_TILES.filter((t) => t.features.some((f) => f.props?.inn)).map((t) => t.id);
  it.each(innTiles)('%s: a lake and the inn in a meadow beside the inn road, clear of the follower spots', (id) => {
    const { pen, contexts } = paintAll(id);
    expect(contexts).toHaveLength(1);
    const spot = innSpot(contexts[0])!;
    expect(spot, 'a place for the inn').not.toBeNull();
    const { tile, feature } = contexts[0];
    for (const p of [spot.lake, spot.house]) {
      expect(tile.features[tile.ownerAt(p)].role, 'in a meadow').toBe('field');
      for (const f of tile.features) expect(Math.hypot(f.anchor.x - p.x, f.anchor.y - p.y), 'clear of a spot').toBeGreaterThanOrEqual(0.1);
    }
    // Beside its own road: nearer to it than a third of the tile.
    const near = Math.min(...feature.paths.flatMap((path) => path.slice(1).map((b, i) => toSegment(spot.house, path[i], b))));
    expect(near).toBeLessThan(0.34);
    expect(pen.shapes.some((s) => s.fill === WATER)).toBe(true);
  });

  it('the cathedral stands in both cathedral cities, and in no other tile', () => {
    for (const t of INNS_TILES) {
      const { contexts } = paintAll(t.id);
      const cathedrals = contexts.filter((c) => c.feature.props.cathedral);
      expect(cathedrals.length, t.id).toBe(t.id === 'inns/cathedral' ? 1 : 0);
    }
    expect(paintAll('inns/cathedral').pen.shapes.length).toBeGreaterThan(8);
  });
});
