// What the board shows during the catapult round (the panel's camera): once per step it frames
// the tiles, the catapults in play and room to pull all the way back; while a shot is presented,
// the whole shot — the catapult, the flight, where everything ended (issue 11.4).
import type { GameView } from '../../../core/index.js';
import type { BoardView, Session } from '../../../ui/expansion-api.js';
import { flightBox } from './flight-frame.js';
import { frameBox, pullRoom } from './layer-view.js';
import { currentRound, shooterOf } from './round-view.js';
import { shotData } from './stages.js';

/** Frames the board for this moment unless `framed` (the last key) says it already is; returns the new key. */
export function frameRound(s: Session, g: GameView, b: BoardView, framed: string): string {
  if (s.handoff !== null) return framed;
  if (s.presenting) {
    const key = `show:${s.presenting.index}`;
    if (key === framed) return framed;
    const box = flightBox(g, shotData(s.presenting.action).trajectories);
    b.showArea(box.minX, box.minY, box.maxX, box.maxY);
    return key;
  }
  const who = shooterOf(g), r = currentRound(g);
  if (!r) return framed;
  const mode = r.token === null ? 'choose' : r.swap ? 'swap' : r.token === 'catch' ? 'catch' : 'aim';
  const key = `${g.state.actionCount}|${mode}|${who?.shooter ?? -1}`;
  if (key === framed) return framed;
  const box = frameBox(g, mode, mode === 'aim' || mode === 'catch' ? pullRoom(g, mode, b.pixi.app.screen) : undefined);
  b.showArea(box.minX, box.minY, box.maxX, box.maxY);
  return key;
}
