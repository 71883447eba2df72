// Builds the Rapier world for one shot from plain board data (the rapier.js testbed way:
// a world is a pure function of its description). Tiles are flat, so they are not in it.
import type RAPIER from '@dimforge/rapier2d-compat';
import type { RigidBody, World } from '@dimforge/rapier2d-compat';
import {
  CONTACT_FRICTION, DT, FOLLOWER_MASS, FOLLOWER_RADIUS, LINEAR_DAMPING, RESTITUTION, TOKEN_MASS, TOKEN_RADIUS,
} from './constants.js';
import type { Piece } from './hit-tracker.js';
import type { PhysicsBoard } from './types.js';

export const SHOT_ID = 'token';

export interface ShotWorld {
  world: World;
  /** Followers first, then earlier tokens, then the shot token (last). Same index in all arrays. */
  pieces: Piece[];
  bodies: RigidBody[];
  origin: { x: number; y: number }[];
  byCollider: Map<number, number>;
  byBody: Map<number, number>;
  shot: number;
}

export function buildWorld(
  R: typeof RAPIER, board: PhysicsBoard, land: { x: number; y: number; vx: number; vy: number },
): ShotWorld {
  // Top-down plane: gravity acts across the table only through friction, which we apply ourselves.
  const world = new R.World({ x: 0, y: 0 });
  world.timestep = DT;
  const sw: ShotWorld = {
    world, pieces: [], bodies: [], origin: [], byCollider: new Map(), byBody: new Map(), shot: -1,
  };
  const add = (piece: Piece, x: number, y: number, r: number, mass: number, moving: { vx: number; vy: number } | null) => {
    const desc = R.RigidBodyDesc.dynamic()
      .setTranslation(x, y)
      .lockRotations() // a disc's spin does not change where anything ends up; locked is cheaper and steadier
      .setLinearDamping(LINEAR_DAMPING);
    if (moving) desc.setLinvel(moving.vx, moving.vy).setCcdEnabled(true); // fast and small: CCD keeps it from tunnelling
    else desc.setSleeping(true); // resting pieces cost nothing until something touches them
    const body = world.createRigidBody(desc);
    const col = world.createCollider(
      R.ColliderDesc.ball(r)
        .setMass(mass)
        .setRestitution(RESTITUTION)
        .setFriction(CONTACT_FRICTION)
        .setActiveEvents(R.ActiveEvents.COLLISION_EVENTS),
      body,
    );
    const i = sw.pieces.length;
    sw.pieces.push(piece);
    sw.bodies.push(body);
    sw.origin.push({ x, y });
    sw.byCollider.set(col.handle, i);
    sw.byBody.set(body.handle, i);
    return i;
  };
  for (const f of board.followers) {
    const size = f.size ?? 'normal';
    add({ id: f.id, kind: 'follower' }, f.x, f.y, FOLLOWER_RADIUS[size], FOLLOWER_MASS[size], null);
  }
  for (const t of board.tokens) add({ id: t.id, kind: 'token' }, t.x, t.y, TOKEN_RADIUS, TOKEN_MASS, null);
  sw.shot = add({ id: SHOT_ID, kind: 'shot' }, land.x, land.y, TOKEN_RADIUS, TOKEN_MASS, { vx: land.vx, vy: land.vy });
  return sw;
}
