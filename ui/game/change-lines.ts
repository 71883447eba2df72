// The handoff's list of what changed since the player's last turn, one line per placed tile (with
// the follower put on it) and one per follower put elsewhere (a module's move or swap). Where is
// left to the board, which outlines each of them in its player's colour: the board's squares have
// no names a player could look up.
import type { GameView } from '../../core/index.js';
import type { BoardChanges } from './chronicle.js';
import { followerLabel } from './labels.js';
import { t } from '../i18n/index.js';

export function changeLines(changes: BoardChanges | null, game: GameView): string[] {
  if (!changes) return [];
  const s = game.state, names = s.setup.players.map((p) => p.name);
  const name = (p: number) => names[p] ?? `#${p + 1}`;
  const followerText = (i: number) => followerLabel(game, s.followers[i]);
  const onTile = new Map<number, number[]>();
  const elsewhere: number[] = [];
  const newTiles = new Set(changes.tiles.map((c) => c.tile));
  for (const { follower } of changes.followers) {
    const tile = s.followers[follower]?.tile;
    if (tile === undefined) continue;
    if (newTiles.has(tile)) onTile.set(tile, [...(onTile.get(tile) ?? []), follower]);
    else elsewhere.push(follower);
  }
  const lines = changes.tiles.map(({ tile, player }) => {
    const on = onTile.get(tile) ?? [];
    return on.length ? t('changes.tileWith', { name: name(player), follower: on.map(followerText).join(', ') }) : t('changes.tile', { name: name(player) });
  });
  for (const i of elsewhere) {
    lines.push(t('changes.follower', { name: name(s.followers[i].player), follower: followerText(i) }));
  }
  return lines;
}
