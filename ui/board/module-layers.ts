// The expansions' own board layers (ExpansionUi.boardLayers, ui/expansion-api.ts): one Pixi
// Graphics each, added to the BoardView where the layer asks, redrawn from the game only when
// the layer's key changes. The layers hold no state of their own — each draw starts from the
// game — and nothing here names an expansion.
import { Graphics } from 'pixi.js';
import type { GameView } from '../../core/index.js';
import type { BoardLayer, BoardLayerContext, PlacedFeature } from '../expansion-api.js';
import type { BoardView } from './board-view.js';
import { tileGeometry } from './geometry/index.js';
import { regionToWorld, toWorld } from './model.js';
import { TILE_PX } from './units.js';

interface Shown { layer: BoardLayer; g: Graphics; key: string | null; remove: () => void }

export class ModuleLayers {
  private readonly shown = new Map<string, Shown>();

  constructor(private readonly board: BoardView) {}

  /** Adds the layers not on the board yet and redraws those whose key changed. */
  sync(layers: readonly BoardLayer[], game: GameView): void {
    for (const layer of layers) {
      let s = this.shown.get(layer.id);
      if (!s) {
        const g = new Graphics();
        s = { layer, g, key: null, remove: this.board.addLayer(g, layer.place === 'top' ? {} : { under: 'followers' }) };
        this.shown.set(layer.id, s);
      }
      const key = layer.key(game);
      if (key === s.key) continue;
      s.key = key;
      s.g.clear();
      try {
        layer.draw(context(s.g, game));
      } catch (e) {
        // A module's layer that throws leaves the board as it is without it, and says which.
        s.g.clear();
        console.error(`board layer "${layer.id}" failed`, e);
      }
      this.board.requestRender();
    }
  }

  destroy(): void {
    for (const s of this.shown.values()) { s.remove(); s.g.destroy(); }
    this.shown.clear();
  }
}

function context(g: Graphics, game: GameView): BoardLayerContext {
  return {
    game, g, px: TILE_PX,
    feature(tile: number, feature: number): PlacedFeature {
      const t = game.state.board[tile];
      const f = tileGeometry(game.tileDef(t.tile)).features[feature];
      if (!f) throw new Error(`tile ${tile} (${t.tile}) has no feature ${feature}`);
      return {
        region: regionToWorld(f.region, t.x, t.y, t.rotation),
        walls: f.walls.map((w) => w.map((p) => toWorld(p, t.x, t.y, t.rotation))),
        anchor: toWorld(f.anchor, t.x, t.y, t.rotation),
      };
    },
  };
}
