// Where a shot goes on screen (the camera's frame, the edge marker and its side) and what it makes
// the table feel (thud, skid, clacks, buzzes — off when muted or with reduced motion).
import { describe, expect, it, vi } from 'vitest';
import { edgeExit, flightBox, tableBox } from '../../../expansions/catapult/ui/flight-frame.js';
import { buzz, feelCues } from '../../../expansions/catapult/ui/shot-feel.js';
import { replayWindow } from '../../../expansions/catapult/ui/trajectory.js';
import { catGame } from '../../expansions/catapult/helpers.js';

describe('flight frame', () => {
  const g = catGame(2, ['base/D']); // the start tile alone: tiles box (0,0)–(1,1), table (−2,−2)–(3,3)

  it('finds where a token left the table and over which side', () => {
    expect(tableBox(g)).toEqual({ minX: -2, minY: -2, maxX: 3, maxY: 3 });
    const north = [{ t: 0, x: 0.5, y: 4 }, { t: 0.1, x: 0.5, y: 1 }, { t: 0.2, x: 0.5, y: -2.5 }, { t: 0.3, x: 0.5, y: -3 }];
    expect(edgeExit(g, north)).toEqual({ x: 0.5, y: -2, side: 'north' });
    const east = [{ t: 0, x: 0, y: 0 }, { t: 0.1, x: 5, y: 1 }];
    expect(edgeExit(g, east)).toEqual({ x: 3, y: 0.6, side: 'east' });
    expect(edgeExit(g, [{ t: 0, x: 0, y: 4 }, { t: 0.1, x: 0.5, y: 0.5 }])).toBeNull(); // rests on the table
  });

  it('frames the tiles, the launch and the flight, clipped just beyond the table', () => {
    const box = flightBox(g, { token: [{ t: 0, x: 0.5, y: 2.5 }, { t: 0.2, x: 0.5, y: -30 }] });
    expect(box.maxY).toBeCloseTo(2.5 + 0.6, 9);
    expect(box.minY).toBeCloseTo(-2 - 0.6 - 0.6, 9);
  });
});

describe('shot feel', () => {
  const paths = {
    token: [{ t: 0, x: 0, y: 5, z: 0.6 }, { t: 0.2, x: 0, y: 2, z: 0.1 }, { t: 0.25, x: 0, y: 1.6, z: 0 }, { t: 0.4, x: 0, y: 1.2, z: 0 }],
    a: [{ t: 0.3, x: 0, y: 1, z: 0 }, { t: 0.5, x: 0, y: 0.7 }],
    b: [{ t: 0.36, x: 0.2, y: 0.8 }, { t: 0.5, x: 0.3, y: 0.6 }],
  };

  it('lands, skids and knocks in the recorded order', () => {
    expect(feelCues(paths).map((c) => c.kind)).toEqual(['land', 'skid', 'hit', 'hit']);
    expect(feelCues({ token: paths.token }).map((c) => c.kind)).toEqual(['land', 'skid']);
    expect(replayWindow(paths)).toEqual({ from: 0.3 - 0.08, to: 0.5 });
    expect(replayWindow({ token: paths.token })).toBeNull();
  });

  it('buzzes through navigator.vibrate, never when muted or with reduced motion', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    buzz(20, { muted: false, reducedMotion: false });
    buzz(20, { muted: true, reducedMotion: false });
    buzz(20, { muted: false, reducedMotion: true });
    expect(vibrate.mock.calls).toEqual([[20]]);
    vi.unstubAllGlobals();
    expect(() => buzz(20, { muted: false, reducedMotion: false })).not.toThrow();
  });
});
