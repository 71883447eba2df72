// What the catapult panel shows, derived from the game state with the rules' own functions (no
// rule is re-implemented here): who acts, which followers a shot hit, who is nearest, who leads
// target practice. Words through ui/i18n; no DOM, so it is tested in node.
import type { GameView, PlacedFollower } from '../../../core/index.js';
import { getLocale, t } from './shell.js';
import {
  catapultSlice, currentCatcher, distanceToFair, EPSILON, findFollower, followerId, offTable,
  type FollowerRef, type Round, type TargetDistance,
} from '../index.js';

export function currentRound(game: GameView): Round | null {
  return catapultSlice(game).round;
}

/** Who shoots (or throws) now, and who catches; null outside the shooting part of a round. */
export function shooterOf(game: GameView): { shooter: number; n: number; total: number; catcher: number | null } | null {
  const r = currentRound(game);
  if (!r || r.token === null || r.swap || r.next >= r.order.length) return null;
  return { shooter: r.order[r.next], n: r.next + 1, total: r.order.length, catcher: currentCatcher(catapultSlice(game)) };
}

/** "knight", "thief", "monk", "farmer" by the feature the follower stands on. */
export function roleOf(game: GameView, f: PlacedFollower): string {
  const kind = game.state.nodes[f.node]?.kind ?? '';
  return t(`catapult.role.${kind}`, undefined, t('catapult.role.other'));
}

export function playerName(game: GameView, p: number): string {
  return game.state.setup.players[p]?.name ?? `#${p + 1}`;
}

/** Owner and role of the follower a ref names, for "{owner}'s {role}" texts; null if none stands there. */
export function describeRef(game: GameView, ref: FollowerRef): { owner: string; role: string; player: number; index: number } | null {
  const index = findFollower(game, ref);
  if (index < 0) return null;
  const f = game.state.followers[index];
  return { owner: playerName(game, f.player), role: roleOf(game, f), player: f.player, index };
}

/** Index in state.followers of each physics id ("x,y,at"), to move the right meeple during playback. */
export function followerIndexById(game: GameView): Map<string, number> {
  const out = new Map<string, number>();
  game.state.followers.forEach((f, i) => out.set(followerId(game, f), i));
  return out;
}

/** Tiles with one decimal in the current language ("1.3", "1,3"). */
export function tiles(d: number): string {
  // A token just off the fair tile must not read "0.0", which looks like a tie with one on it
  // (play-test: "Bram: 0.0 tiles away", and only Cleo scored): two decimals then, at least 0.01.
  const close = d > 0 && d < 0.05;
  const digits = close ? 2 : 1;
  return new Intl.NumberFormat(getLocale(), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(close ? Math.max(d, 0.01) : d);
}

export interface Standing { player: number; distance: number | null }

/**
 * Target practice so far (digest §2.4.3): every token shot this round, plus `pending` (the shot
 * not yet applied), by distance to the fair tile with the game's metric; null = off the table,
 * which never wins. Winners are all tied for the least distance (ε), as the rules score them.
 */
export function targetStandings(game: GameView, pending?: { player: number; x: number; y: number }): { standings: Standing[]; winners: number[] } {
  const r = currentRound(game);
  if (!r) return { standings: [], winners: [] };
  const metric = game.option<TargetDistance>('catapult.targetDistance');
  const shots = r.shots.map((s) => ({ player: s.player, x: s.x, y: s.y, off: s.offTable }));
  if (pending) shots.push({ ...pending, off: offTable(game, pending) });
  const standings = shots.map((s) => ({ player: s.player, distance: s.off ? null : distanceToFair(s, r.fair, metric) }));
  standings.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  const measured = standings.filter((s) => s.distance !== null) as { player: number; distance: number }[];
  if (measured.length === 0) return { standings, winners: [] };
  const best = measured[0].distance;
  const winners = [...new Set(measured.filter((s) => s.distance <= best + EPSILON).map((s) => s.player))].sort((a, b) => a - b);
  return { standings, winners };
}

/** One line per standing: "Anna: on the fair tile", "Bram: 1.3 tiles away", "Cleo: off the table". */
export function standingText(game: GameView, s: Standing): string {
  const name = playerName(game, s.player);
  if (s.distance === null) return t('catapult.target.off', { name });
  if (s.distance <= EPSILON) return t('catapult.target.onTile', { name });
  return t('catapult.target.distance', { name, d: tiles(s.distance) });
}
