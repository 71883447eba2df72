// What the board shows during the catapult round (the panel's camera), once per step: while the
// token type is chosen, the board north up with every catapult (overview-frame.ts); when a player
// aims, the table turned so that player sits at the bottom with their catapult at the bottom
// centre, every catapult and the fair tile in view, and room to pull back (all the way unless the
// table is too long for it; seat-view.ts); in the catch, the thrower's side while they pull, then
// the catcher's side once the tablet is theirs. A tablet turned mid-step frames the step again
// (the panel). A live flight is followed frame by frame (the panel calls BoardView.follow with
// Frame.focus); a shot shown again after a reload, or with reduced motion, is framed whole from
// the shooter's side — the flight, where everything ended and every catapult (issue 11.4). A
// table too long for every catapult at the farthest zoom keeps the one that matters most.
import type { Action, GameView } from '../../../core/index.js';
import type { BoardView, Session } from '../../../ui/expansion-api.js';
import { physicsInput } from '../physics-input.js';
import { launchPoint } from '../physics/board-geometry.js';
import { flightBox } from './flight-frame.js';
import { currentRound, shooterOf } from './round-view.js';
import { overviewFrame } from './overview-frame.js';
import { PULL_ROOM_PX, SEAT_ROOM_PX, seatFrame, seatTurn } from './seat-view.js';
import { shotData, type Stage } from './stages.js';

/** Frames the board for this moment unless `framed` (the last key) says it already is; returns the new key. */
export function frameRound(s: Session, g: GameView, b: BoardView, framed: string, stage: Stage): string {
  if (s.handoff !== null) return framed;
  const who = shooterOf(g), r = currentRound(g);
  if (!r) return framed;
  const screen = b.screenSize, zoom = b.tileCssLimits;
  const seat = (p: number) => launchPoint(physicsInput(g), p, g.playerCount());
  // The fair tile stays in view from every seat (target practice aims at it; the catch throws past it).
  const f = r.fair, fair = [{ x: f.x, y: f.y }, { x: f.x + 1, y: f.y }, { x: f.x, y: f.y + 1 }, { x: f.x + 1, y: f.y + 1 }];
  const keep = (...seats: number[]) => ({ seats: seats.map(seat), points: fair });
  if (s.presenting) {
    const key = `show:${s.presenting.index}`;
    if (key === framed || !who) return framed;
    if (s.presenting.action.type === 'catapult/catch') {
      if (who.catcher !== null) b.showView(seatFrame(g, who.catcher, screen, zoom, SEAT_ROOM_PX, keep(who.shooter)));
    } else if (stage.kind === 'result') {
      // Not flown live (a reload, or reduced motion): the whole shot at once.
      showWholeShot(g, b, s.presenting.action, who.shooter, seatTurn(g, who.shooter));
    }
    return key;
  }
  const mode = r.token === null ? 'choose' : r.swap ? 'swap' : r.token === 'catch' ? 'catch' : 'aim';
  // In the catch the tablet goes to the catcher after the pull: their side comes to the bottom.
  const catcherSide = mode === 'catch' && stage.kind !== 'idle' && stage.kind !== 'busy' && stage.kind !== 'error';
  const key = `${g.state.actionCount}|${mode}|${who?.shooter ?? -1}|${catcherSide ? 'c' : 't'}`;
  if (key === framed) return framed;
  if (mode === 'choose' || !who) {
    // North up, every catapult; the chooser's own first when they do not all fit (overview-frame.ts).
    b.showView(overviewFrame(g, 0, screen, zoom, [], [{ seats: [seat(r.chooser)] }, { points: fair }]));
  } else if (mode === 'swap') {
    b.showView(seatFrame(g, who.shooter, screen, zoom, SEAT_ROOM_PX, keep()));
  } else if (mode === 'aim') {
    b.showView(seatFrame(g, who.shooter, screen, zoom, PULL_ROOM_PX, keep()));
  } else if (who.catcher !== null) {
    b.showView(catcherSide ? seatFrame(g, who.catcher, screen, zoom, SEAT_ROOM_PX, keep(who.shooter))
      : seatFrame(g, who.shooter, screen, zoom, PULL_ROOM_PX, keep(who.catcher)));
  }
  return key;
}

/**
 * A shot shown whole, from the shooter's side, with every catapult; where it all came to rest
 * first when they do not all fit (overview-frame.ts), the board turned by `turn`. For a shot not
 * flown live, and for one in the air when the tablet is turned (the panel keeps the board's turn:
 * a flight is not spun round).
 */
export function showWholeShot(g: GameView, b: BoardView, action: Action, shooter: number, turn: number): void {
  const r = currentRound(g);
  if (!r) return;
  const input = physicsInput(g), seat = launchPoint(input, shooter, g.playerCount());
  const f = r.fair, fair = [{ x: f.x, y: f.y }, { x: f.x + 1, y: f.y }, { x: f.x, y: f.y + 1 }, { x: f.x + 1, y: f.y + 1 }];
  const shot = shotData(action), box = flightBox(g, shot.trajectories);
  const inBox = (p: { x: number; y: number }) => ({ x: Math.min(box.maxX, Math.max(box.minX, p.x)), y: Math.min(box.maxY, Math.max(box.minY, p.y)) });
  const rests = [shot.rest, ...Object.values(shot.trajectories).flatMap((path) => path.length ? [path[path.length - 1]] : [])].map(inBox);
  const corners = [{ x: box.minX, y: box.minY }, { x: box.maxX, y: box.maxY }];
  b.showView(overviewFrame(g, turn, b.screenSize, b.tileCssLimits, corners, [{ points: rests }, { seats: [seat] }, { points: fair }]));
}
