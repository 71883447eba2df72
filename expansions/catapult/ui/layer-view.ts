// What the catapult layer shows at one moment, derived from the game, the panel's stage, the aim
// and the clock. Kept apart from the lit element so the drawing logic reads top to bottom.
import type { GameView } from '../../../core/index.js';
import { colorNumber, playerStyle } from './shell.js';
import { findFollower, physicsInput, tokensOnTable, catapultSlice, type FollowerRef } from '../index.js';
import { launchPoint } from '../physics/board-geometry.js';
import { launchSpeed } from '../physics/power-scale.js';
import { flightPreview, FULL_PULL_PX, GRAB_RADIUS_PX, shotAngle, type Aim } from './aim.js';
import { judge, rulerOf } from './catch-plan.js';
import type { LayerView, Pt, RingMark, TokenMark } from './catapult-layer.js';
import { edgeExit, tableBox } from './flight-frame.js';
import { currentRound, followerIndexById, shooterOf } from './round-view.js';
import { shotData, type Stage } from './stages.js';
import { CATCH_SLOW_MOTION, endTime, REPLAY_SLOW_MOTION, sampleAt, SHOT_SLOW_MOTION, simTime, thin } from './trajectory.js';

export interface SwapMarks { targets: FollowerRef[]; options: FollowerRef[]; selected: FollowerRef | null }

export interface ViewInput {
  game: GameView;
  stage: Stage;
  aim: Aim;
  catchPower: number;
  /** CSS px per tile at the current zoom. */
  ppt: number;
  /** The finger's pull (CSS px from the press) while dragging; else the band follows aim and power. */
  pull: Pt | null;
  now: number;
  reducedMotion: boolean;
  swap: SwapMarks | null;
  /** The tablet is being handed over: show the board, not the controls. */
  handoff: boolean;
}

export interface Frame {
  view: LayerView;
  /** Followers shown away from their place (state.followers index → world point). */
  displaced: Map<number, Pt>;
  /**
   * What the camera follows while a shot plays (the token, kept to just beyond the table's edge)
   * and how far it may wander from the screen's centre first (BoardView.follow's zone); null: no follow.
   */
  focus: { at: Pt; zone: number } | null;
}

/** The token may drift this far from the centre (fraction of the half-screen) before the camera follows it. */
const FOLLOW_ZONE = 0.35;

function colours(game: GameView, p: number): { color: number; rim: number } {
  const s = playerStyle(game.state.setup.players[p]?.color ?? '');
  return { color: colorNumber(s.fill), rim: colorNumber(s.stroke) };
}

function followerAt(game: GameView, ref: FollowerRef): Pt | null {
  const i = findFollower(game, ref);
  return i < 0 ? null : game.followerPosition(game.state.followers[i]);
}

export function buildFrame(v: ViewInput): Frame {
  const { game, stage } = v;
  const round = currentRound(game);
  const view: LayerView = {
    seats: [], fair: null, tokens: [], grab: null, aim: null, rings: [], ruler: null, throwLine: null, trace: null, edge: null,
  };
  const displaced = new Map<number, Pt>();
  let focus: Frame['focus'] = null;
  if (!round) return { view, displaced, focus };
  const board = physicsInput(game), n = game.playerCount();
  const actor = game.actor(), who = shooterOf(game);
  for (let p = 0; p < n; p++) {
    const lp = launchPoint(board, p, n);
    // The shooter's catapult turns with the aim; a thrower's points at the catcher.
    let facing = lp.facing;
    if (who && p === who.shooter) {
      if (round.token === 'catch' && who.catcher !== null) {
        const c = launchPoint(board, who.catcher, n);
        facing = Math.atan2(c.y - lp.y, c.x - lp.x);
      } else if (round.token !== null) {
        facing = shotAngle(lp.facing, v.aim);
      }
    }
    view.seats.push({ x: lp.x, y: lp.y, facing, color: colours(game, p).color, active: p === actor });
  }
  view.fair = { ...round.fair, strong: round.token === 'target' };
  const shots = tokensOnTable(catapultSlice(game));
  const tokenMarks = new Map<string, TokenMark>(shots.map((s) => [`token-${s.player}`, { x: s.x, y: s.y, ...colours(game, s.player) }]));

  if (stage.kind === 'flying' || stage.kind === 'replay' || stage.kind === 'result') {
    const data = shotData(stage.play.action);
    const trajectories = data.trajectories;
    const t = stage.kind === 'flying' ? simTime(v.now - stage.start, SHOT_SLOW_MOTION)
      : stage.kind === 'replay' ? stage.from + simTime(v.now - stage.start, REPLAY_SLOW_MOTION) : Infinity;
    const ids = followerIndexById(game);
    for (const [id, path] of Object.entries(trajectories)) {
      if (id === 'token' || path.length === 0) continue;
      const pose = sampleAt(path, Math.min(t, endTime(trajectories)));
      const i = ids.get(id);
      if (i !== undefined) displaced.set(i, { x: pose.x, y: pose.y });
      const mark = tokenMarks.get(id);
      if (mark) { mark.x = pose.x; mark.y = pose.y; }
    }
    const path = trajectories.token ?? [];
    const pose = path.length ? sampleAt(path, t) : { ...data.rest, z: 0 };
    tokenMarks.set('shot', { x: pose.x, y: pose.y, z: pose.z, ...colours(game, stage.play.shooter) });
    // Followed while it flies, then settled on where it came to rest (not after a reload: nothing moves then).
    if (!stage.play.restored) {
      const table = tableBox(game), m = 0.6;
      const at = { x: Math.min(table.maxX + m, Math.max(table.minX - m, pose.x)), y: Math.min(table.maxY + m, Math.max(table.minY - m, pose.y)) };
      focus = { at, zone: stage.kind === 'result' ? 0 : FOLLOW_ZONE };
    }
    // Off the table: the marker appears where it crossed the edge, once it has.
    const exit = edgeExit(game, path);
    if (exit && (stage.kind === 'result' || t >= exitTime(path, exit))) view.edge = { ...exit, color: colours(game, stage.play.shooter).color };
    if (stage.kind === 'result') {
      if (v.reducedMotion) view.trace = thin(path, 48);
      for (const h of data.hits) {
        const i = findFollower(game, h);
        const at = displaced.get(i) ?? followerAt(game, h);
        if (at) view.rings.push({ ...at, kind: 'hit' });
      }
    }
  } else if (!v.handoff && who && round.token !== 'catch' && (stage.kind === 'idle' || stage.kind === 'busy')) {
    // Aiming: the grab ring on the shooter's catapult, the band and the flight preview.
    const lp = launchPoint(board, who.shooter, n);
    const c = colours(game, who.shooter).color;
    if (!v.pull) view.grab = { x: lp.x, y: lp.y, radius: GRAB_RADIUS_PX / v.ppt, color: c };
    const angle = shotAngle(lp.facing, v.aim);
    const len = (v.aim.power * FULL_PULL_PX) / v.ppt;
    const band = v.pull ? { x: lp.x + v.pull.x / v.ppt, y: lp.y + v.pull.y / v.ppt }
      : { x: lp.x - Math.cos(angle) * len, y: lp.y - Math.sin(angle) * len };
    const preview = flightPreview(lp, angle, launchSpeed(board, who.shooter, n, v.aim.power), 0.6);
    view.aim = { from: lp, band, dots: preview.dots, color: c, power: v.aim.power };
  }

  if (round.token === 'catch') catchMarks(v, view, board, n, tokenMarks);
  if (v.swap) {
    const mark = (refs: FollowerRef[], kind: RingMark['kind']) => {
      for (const r of refs) { const at = followerAt(game, r); if (at) view.rings.push({ ...at, kind }); }
    };
    mark(v.swap.targets, 'nearest');
    mark(v.swap.options, 'option');
    if (v.swap.selected) mark([v.swap.selected], 'selected');
  }
  view.tokens = [...tokenMarks.values()];
  return { view, displaced, focus };
}

function catchMarks(v: ViewInput, view: LayerView, board: ReturnType<typeof physicsInput>, n: number, tokens: Map<string, TokenMark>): void {
  const { game, stage } = v;
  const who = shooterOf(game);
  const plan = stage.kind === 'catch-count' || stage.kind === 'catch-flight' || stage.kind === 'catch-result' ? stage.plan : null;
  if (plan) {
    view.throwLine = { from: plan.th.from, to: plan.th.to };
    view.ruler = rulerOf(plan);
    if (stage.kind === 'catch-count') {
      tokens.set('throw', { ...plan.th.from, ...colours(game, plan.thrower) });
    } else if (stage.kind === 'catch-flight') {
      // A caught token stays in the catcher's hand, where they tapped.
      const caught = stage.tap && judge(plan, stage.tap) === 'caught';
      const pose = caught ? stage.tap! : sampleAt(plan.path.samples, simTime(v.now - stage.start, CATCH_SLOW_MOTION));
      tokens.set('throw', { ...pose, ...colours(game, plan.thrower) });
      if (stage.tap) view.rings.push({ x: stage.tap.x, y: stage.tap.y, kind: 'selected' });
    } else if (stage.kind === 'catch-result') {
      const tap = (stage.action.input as { tap?: { x: number; y: number } | null } | undefined)?.tap;
      const at = stage.result === 'caught' && tap ? tap : plan.path.landing;
      tokens.set('throw', { x: at.x, y: at.y, ...colours(game, plan.thrower) });
      if (tap) view.rings.push({ x: tap.x, y: tap.y, kind: 'selected' });
      view.trace = thin(plan.path.samples, 48);
    }
    return;
  }
  if (!who || who.catcher === null) return;
  const a = launchPoint(board, who.shooter, n), b = launchPoint(board, who.catcher, n);
  view.throwLine = { from: a, to: b };
  const length = Math.min(4, Math.hypot(b.x - a.x, b.y - a.y) / 2);
  view.ruler = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, angle: Math.atan2(b.y - a.y, b.x - a.x), length };
  if (stage.kind === 'idle' && !v.handoff) {
    const c = colours(game, who.shooter).color, angle = Math.atan2(b.y - a.y, b.x - a.x);
    const len = (v.catchPower * FULL_PULL_PX) / v.ppt;
    if (!v.pull) view.grab = { x: a.x, y: a.y, radius: GRAB_RADIUS_PX / v.ppt, color: c };
    const band = v.pull ? { x: a.x + v.pull.x / v.ppt, y: a.y + v.pull.y / v.ppt }
      : { x: a.x - Math.cos(angle) * len, y: a.y - Math.sin(angle) * len };
    view.aim = { from: a, band, dots: [], color: c, power: v.catchPower };
  }
}

/** When the token passes the exit point (the first sample at least as far out, along the way it went). */
function exitTime(path: readonly { t: number; x: number; y: number }[], exit: { x: number; y: number; side: string }): number {
  const past = (p: { x: number; y: number }) => (exit.side === 'north' ? p.y <= exit.y : exit.side === 'south' ? p.y >= exit.y
    : exit.side === 'west' ? p.x <= exit.x : p.x >= exit.x);
  for (let i = path.length - 1; i > 0; i--) if (!past(path[i - 1])) return path[i].t;
  return path.length ? path[0].t : 0;
}
