// The handoff's list of what changed since the player's last turn, one line per placed tile (with
// the follower put on it) and one per follower put elsewhere (a module's move or swap).
import type { GameView } from '../../core/index.js';
import type { BoardChanges } from './chronicle.js';
import { spotLabel } from './labels.js';
import { t } from '../i18n/index.js';

export function changeLines(changes: BoardChanges | null, game: GameView): string[] {
  if (!changes) return [];
  const s = game.state, names = s.setup.players.map((p) => p.name);
  const name = (p: number) => names[p] ?? `#${p + 1}`;
  const followerText = (i: number) => {
    const f = s.followers[i];
    return spotLabel(s.nodes[f.node]?.kind ?? f.type, f.at);
  };
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
    const at = s.board[tile], on = onTile.get(tile) ?? [];
    const params = { name: name(player), x: at.x, y: at.y };
    return on.length ? t('changes.tileWith', { ...params, follower: on.map(followerText).join(', ') }) : t('changes.tile', params);
  });
  for (const i of elsewhere) {
    const f = s.followers[i], at = s.board[f.tile];
    lines.push(t('changes.follower', { name: name(f.player), follower: followerText(i), x: at.x, y: at.y }));
  }
  return lines;
}
