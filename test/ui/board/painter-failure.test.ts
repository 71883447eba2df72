// A module painter that throws: the failure names the module, the painter and the tile, is
// logged once, and the SVG pen (the tile preview's) records what painters draw.
import { describe, expect, it } from 'vitest';
import { PainterFailure, registerTilePainter, reportPainterFailure, runPainter, type PaintContext } from '../../../ui/board/painters.js';
import { SvgPen } from '../../../ui/board/svg-pen.js';

describe('painter failures', () => {
  it('name the module, the painter and the tile, and are logged once per painter and tile', () => {
    const broken = { id: 'broken/oops', kind: 'broken-kind', layer: 'decor' as const, paint: () => { throw new TypeError('Cannot read properties of undefined'); } };
    registerTilePainter(broken, 'broken');
    let failure: unknown;
    try { runPainter(broken, {} as PaintContext, 'broken/7'); } catch (e) { failure = e; }
    expect(failure).toBeInstanceOf(PainterFailure);
    expect(failure).toMatchObject({ module: 'broken', painter: 'broken/oops', tile: 'broken/7' });
    const logged: string[] = [];
    reportPainterFailure(failure as PainterFailure, (m) => logged.push(m));
    reportPainterFailure(failure as PainterFailure, (m) => logged.push(m));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('"broken/oops" of module "broken" failed on tile broken/7');
    expect(logged[0]).toContain('plain generated art');
  });

  it('the SVG pen keeps fill and stroke of one path and cuts holes into the last fill', () => {
    const pen = new SvgPen();
    pen.poly([0, 0, 10, 0, 10, 10]).fill(0x112233).stroke({ width: 2, color: 0x445566 });
    pen.poly([2, 2, 4, 2, 4, 4]);
    pen.cut();
    pen.circle(5, 5, 1).fill({ color: 0xffffff, alpha: 0.5 });
    expect(pen.shapes.map((s) => [s.fill, s.stroke, s.fillRule, s.fillOpacity])).toEqual([
      ['#112233', undefined, 'evenodd', undefined], [undefined, '#445566', undefined, undefined], ['#ffffff', undefined, undefined, 0.5],
    ]);
    expect(pen.shapes[0].d).toBe('M0,0 L10,0 L10,10 Z M2,2 L4,2 L4,4 Z');
  });
});
