// One catapult shot: seeded spread → analytic flight → Rapier from the first contact (a meeple struck
// in the last centimetres of the fall, touchdown.ts) or from touch-down, until everything rests.
import type { RigidBody, World } from '@dimforge/rapier2d-compat';
import { bounces, flight, flightPose, hopHeight } from './ballistics.js';
import { discOnTile, isOffBoard, launchPoint, wrapAngle } from './board-geometry.js';
import {
  AIM_SPREAD, DT, FOLLOWER_FRICTION, FOLLOWER_MASS, G, MAX_STEPS, MIN_TOPPLE, POWER_SPREAD, RESTITUTION, SAMPLE_EVERY,
  SAMPLE_ROUND, SLIDE_FRICTION, TOKEN_MASS,
} from './constants.js';
import { HitTracker } from './hit-tracker.js';
import { launchSpeed } from './power-scale.js';
import { launchSpread } from './prng.js';
import { rapier } from './rapier-runtime.js';
import { buildWorld, SHOT_ID } from './shot-world.js';
import { firstContact } from './touchdown.js';
import type { PhysicsBoard, ShotInput, ShotOutcome, TrajectorySample } from './types.js';

const round = (v: number) => Math.round(v * SAMPLE_ROUND) / SAMPLE_ROUND;
const roundT = (t: number) => Math.round(t * 1e5) / 1e5;
/** Speed a moving piece loses per step: Coulomb friction μ·g, so it stops in finite time. */
const TOKEN_BRAKE = SLIDE_FRICTION * G * DT;
const FOLLOWER_BRAKE = FOLLOWER_FRICTION * G * DT;
/** A struck meeple falls over: at least this fast, it ends about MIN_TOPPLE tiles away (a hit is always seen). */
const TOPPLE_SPEED = Math.sqrt(2 * FOLLOWER_FRICTION * G * MIN_TOPPLE);

/** Requires `await initPhysics()` first. Same inputs ⇒ bit-identical outcome (one Rapier version). */
export function simulateShot(board: PhysicsBoard, shot: ShotInput, seed: number): ShotOutcome {
  const R = rapier();
  const lp = launchPoint(board, shot.seat, shot.seats);
  const spread = launchSpread(seed, AIM_SPREAD, POWER_SPREAD);
  const angle = wrapAngle(lp.facing + finite(shot.aim) + spread.aim);
  const power = Math.min(1, Math.max(0, finite(shot.power))) * (1 + spread.power);
  const speed = launchSpeed(board, shot.seat, shot.seats, power);
  const fl = flight(lp.x, lp.y, angle, speed);
  const { impacts, hops } = bounces(fl.tLand, fl.vDown);

  const contact = firstContact(fl, board);
  const tStart = contact.t, early = tStart < fl.tLand;
  const trajectories: Record<string, TrajectorySample[]> = {};
  const tokenPath: TrajectorySample[] = [];
  const sampleDt = DT * SAMPLE_EVERY;
  for (let k = 0; k * sampleDt < tStart; k++) {
    const p = flightPose(fl, k * sampleDt);
    tokenPath.push({ t: roundT(k * sampleDt), x: round(p.x), y: round(p.y), z: round(p.z) });
  }
  const start = flightPose(fl, tStart);
  tokenPath.push({ t: roundT(tStart), x: round(start.x), y: round(start.y), z: early ? round(start.z) : 0 });

  // Struck in the air it still has its full speed; at touch-down the first impact took its share.
  const vh = Math.sqrt(fl.vx * fl.vx + fl.vy * fl.vy);
  const keep = early ? 1 : vh > 0 ? Math.max(0, vh - impacts[0].loss) / vh : 0;
  const sw = buildWorld(R, board, { x: start.x, y: start.y, vx: fl.vx * keep, vy: fl.vy * keep });
  const { world, bodies, pieces, origin, byCollider, byBody } = sw;
  trajectories[SHOT_ID] = tokenPath;
  const paths: (TrajectorySample[] | undefined)[] = pieces.map((_, i) => (i === sw.shot ? tokenPath : undefined));
  const tracker = new HitTracker(pieces);
  const brake = pieces.map((p) => (p.kind === 'follower' ? FOLLOWER_BRAKE : TOKEN_BRAKE));
  // Landing right on a meeple knocks it over, away from the token (followers come first in the world).
  const fall = Math.sqrt(vh * vh + (G * tStart - fl.vz) ** 2);
  for (const i of contact.under) {
    const f = board.followers[i], m = FOLLOWER_MASS[f.size ?? 'normal'];
    const away = direction(f.x - start.x, f.y - start.y, fl.vx, fl.vy);
    const v = Math.max(TOPPLE_SPEED, ((1 + RESTITUTION) * TOKEN_MASS * fall) / (2 * (TOKEN_MASS + m)));
    bodies[i].setLinvel({ x: away.x * v, y: away.y * v }, true);
  }
  const toppled = new Set<number>();
  /** Contacts that started between two pieces the shot had not reached (they overlapped from the start). */
  const dormant = new Map<string, [number, number]>();
  const events = new R.EventQueue(true);

  const pose = (i: number, t: number): TrajectorySample => {
    const p = bodies[i].translation();
    const s: TrajectorySample = { t: roundT(t), x: round(p.x), y: round(p.y) };
    if (i === sw.shot) s.z = round(t < fl.tLand ? flightPose(fl, t).z : hopHeight(hops, t));
    return s;
  };
  const record = (i: number, t: number) => {
    const path = paths[i]!;
    const s = pose(i, t);
    const last = path[path.length - 1];
    if (last.t === s.t) return;
    // A piece held still (pressed against a moving one) would repeat its pose: keep only both ends of the run.
    const prev = path[path.length - 2];
    if (prev && samePlace(prev, last) && samePlace(last, s)) last.t = s.t;
    else path.push(s);
  };

  let steps = 0;
  let nextImpact = early ? 0 : 1;
  const active: RigidBody[] = [];
  try {
    while (steps < MAX_STEPS) {
      const t0 = tStart + steps * DT;
      const t1 = t0 + DT;
      // Later bounces brake the token again (even after a collision changed its direction).
      for (; nextImpact < impacts.length && impacts[nextImpact].t <= t0; nextImpact++) {
        scaleVelocity(bodies[sw.shot], impacts[nextImpact].loss);
      }
      world.step(events);
      steps++;

      const started: [number, number][] = [];
      events.drainCollisionEvents((h1, h2, isStart) => {
        const a = byCollider.get(h1), b = byCollider.get(h2);
        if (a === undefined || b === undefined) return;
        if (isStart) started.push([a, b]);
        else dormant.delete(pairKey(a, b));
      });
      for (const p of tracker.contacts(started)) dormant.set(pairKey(p[0], p[1]), p);
      // Every meeple struck falls over: a hit is always seen, even from a glancing touch.
      for (const h of tracker.hits) {
        const i = tracker.indexOf(h.id);
        if (toppled.has(i)) continue;
        toppled.add(i);
        topple(bodies[i], bodies[tracker.by[i]] ?? bodies[sw.shot], TOPPLE_SPEED);
      }
      // A contact that began before the shot reached either piece fires no new event when one of them
      // gets knocked; it counts once the knocked piece actually pushes (solver impulse > 0).
      for (const [key, [a, b]] of dormant) {
        if ((tracker.disturbed[a] || tracker.disturbed[b]) && pushing(world, bodies[a], bodies[b])) {
          tracker.resolve(a, b);
          dormant.delete(key);
        }
      }

      // Coulomb friction for everything sliding, then rest what stopped. Rapier's own sleep timer
      // (2 s below a threshold) would make every shot run seconds longer for nothing.
      active.length = 0;
      world.forEachActiveRigidBody((b) => { active.push(b); });
      const sample = steps % SAMPLE_EVERY === 0;
      const tokenAir = t1 < fl.tLand || hopHeight(hops, t1) > 0;
      for (const body of active) {
        const i = byBody.get(body.handle);
        if (i === undefined) continue;
        const v = body.linvel();
        const s = Math.sqrt(v.x * v.x + v.y * v.y);
        if (!paths[i]) {
          const p = body.translation();
          if (p.x !== Math.fround(origin[i].x) || p.y !== Math.fround(origin[i].y)) {
            // It was still at its spot when this step began: animation starts there.
            paths[i] = trajectories[pieces[i].id] = [{ t: roundT(t0), x: round(origin[i].x), y: round(origin[i].y) }];
          }
        }
        if (i === sw.shot && tokenAir) {
          if (sample) record(i, t1);
          continue; // no table friction while it hops
        }
        if (s <= brake[i]) {
          body.setLinvel({ x: 0, y: 0 }, false);
          body.sleep();
          if (paths[i]) record(i, t1);
        } else {
          const k = (s - brake[i]) / s;
          body.setLinvel({ x: v.x * k, y: v.y * k }, false);
          if (sample && paths[i]) record(i, t1);
        }
      }
      if (!hasActive(world)) break;
    }
    const tEnd = tStart + steps * DT;
    for (let i = 0; i < bodies.length; i++) if (paths[i]) record(i, tEnd);
    const rest = bodies[sw.shot].translation();
    return {
      rest: { x: rest.x, y: rest.y },
      onTile: discOnTile(board.tiles, rest.x, rest.y),
      offBoard: isOffBoard(board.tiles, rest.x, rest.y),
      hits: tracker.hits,
      trajectories,
      steps,
      rapierVersion: R.version(),
      launch: { x: lp.x, y: lp.y, angle, speed },
    };
  } finally {
    events.free();
    world.free();
  }
}

/** A NaN from a broken gesture must not reach the engine: it would poison every pose. */
function finite(v: number): number {
  return Number.isFinite(v) ? v : 0;
}

/** Unit vector along (x, y), or along (fx, fy) when (x, y) is too short to say. */
function direction(x: number, y: number, fx: number, fy: number): { x: number; y: number } {
  let d = Math.sqrt(x * x + y * y);
  if (d < 1e-6) { x = fx; y = fy; d = Math.sqrt(x * x + y * y); }
  return d > 0 ? { x: x / d, y: y / d } : { x: 0, y: -1 };
}

/** A struck meeple moves on at least `speed`, the way it was pushed (or away from what struck it). */
function topple(body: RigidBody, hitter: RigidBody, speed: number): void {
  const v = body.linvel(), s = Math.sqrt(v.x * v.x + v.y * v.y);
  if (s >= speed) return;
  const p = body.translation(), q = hitter.translation(), hv = hitter.linvel();
  const d = s > 1e-6 ? { x: v.x / s, y: v.y / s } : direction(p.x - q.x, p.y - q.y, hv.x, hv.y);
  body.setLinvel({ x: d.x * speed, y: d.y * speed }, true);
}

function samePlace(a: TrajectorySample, b: TrajectorySample): boolean {
  return a.x === b.x && a.y === b.y && a.z === b.z;
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a},${b}` : `${b},${a}`;
}

function scaleVelocity(body: RigidBody, loss: number): void {
  const v = body.linvel();
  const s = Math.sqrt(v.x * v.x + v.y * v.y);
  const k = s > 0 ? Math.max(0, s - loss) / s : 0;
  body.setLinvel({ x: v.x * k, y: v.y * k }, true);
}

function pushing(world: World, a: RigidBody, b: RigidBody): boolean {
  let push = false;
  world.contactPair(a.collider(0), b.collider(0), (m) => {
    for (let k = 0; k < m.numContacts(); k++) if (m.contactImpulse(k) > 0) push = true;
  });
  return push;
}

function hasActive(world: World): boolean {
  let any = false;
  world.forEachActiveRigidBody(() => { any = true; });
  return any;
}
