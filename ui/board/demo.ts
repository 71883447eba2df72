// Dev page for the board (ui/board/demo.html, not in the production build): shows a seeded random
// game, the tile gallery or the benchmark board. Query: ?scene=game|gallery|bench&seed=&turns=&farm=1
// &spots=1&highlight=1&zoom=. Exposes window.__board for the screenshot script, the benchmark and the browser test.
import { Text } from 'pixi.js';
import { deploySpots } from '../../core/index.js';
import { BoardView } from './board-view.js';
import { benchGame, galleryGame, placementModel, randomGame } from './demo-scenes.js';
import type { BoardModel } from './model.js';

const q = new URLSearchParams(location.search);
const num = (k: string, d: number) => (q.has(k) ? Number(q.get(k)) : d);
const scene = q.get('scene') ?? 'game';

const game = scene === 'gallery' ? galleryGame()
  : scene === 'bench' ? benchGame(num('tiles', 1000) + num('reserve', 0), num('meeples', 300))
  : randomGame(num('seed', 3), num('turns', 15), q.get('exp') !== '0');
// The grow benchmark's reserve: tiles (and a follower for each) held back from the bench board and
// put down one per "add" frame, as a turn does (a placed tile, then a follower on it).
const reserve = scene === 'bench' ? game.state.board.splice(num('tiles', 1000)) : [];
if (reserve.length) game.state.followers = game.state.followers.filter((f) => f.tile < game.state.board.length);

let followerSpots: BoardModel['followerSpots'] = null;
if (q.get('spots') === '1') {
  // Place the drawn tile at the first legal spot and show where a follower could go.
  const p = game.legalPlacements(game.state.turn.drawn!)[0];
  game.apply({ type: 'place', ...p });
  const t = game.state.turn.placed, placed = game.placed(t);
  followerSpots = deploySpots(game).map((at) => {
    const node = game.nodeAt(t, at)!;
    return { at, ...game.followerPosition({ player: 0, type: 'follower', tile: t, node, at }) };
  });
  void placed;
}
const last = game.state.scoring[game.state.scoring.length - 1];
const model: BoardModel = {
  game,
  placement: scene === 'game' && !followerSpots ? placementModel(game) : null,
  followerSpots,
  farmOverlay: q.get('farm') === '1',
  highlight: q.get('highlight') === '1' && last?.tiles ? { tiles: last.tiles, players: last.players } : null,
};

const view = await BoardView.create(document.getElementById('board')!, { reducedMotion: q.get('motion') === '0' });
view.render(model);
const taps: unknown[] = [];
view.onCellTap = (x, y) => taps.push({ cell: [x, y] });
view.onSpotTap = (at) => taps.push({ spot: at });
if (q.has('zoom')) view.viewport.setZoom(num('zoom', 1), true);
const cx = num('cx', NaN), cy = num('cy', NaN);
if (!Number.isNaN(cx)) view.centerOn(cx, cy, false);
else if (scene === 'gallery') view.centerOn(9, 3.5, false);
else if (followerSpots?.length) view.centerOn(followerSpots[0].x, followerSpots[0].y, false);

if (scene === 'gallery') {
  // Dev-only labels under each tile (not user-facing text, so not localised).
  for (const t of game.state.board.slice(1)) {
    const label = new Text({ text: t.tile, style: { fill: 0xffffff, fontSize: 16, fontFamily: 'sans-serif' } });
    label.position.set(t.x * 128, (t.y + 1) * 128 + 4);
    view.viewport.addChild(label);
  }
}


/** Puts down the next reserve tile and a follower on it, as a turn does. */
function addTileAndFollower(): boolean {
  const t = reserve.shift();
  if (!t) return false;
  const s = game.state, i = s.board.length, def = game.tileDef(t.tile);
  s.board.push(t);
  s.followers.push({ player: i % 6, type: 'follower', tile: i, node: t.nodeBase, at: def.features[0].segments[0] ?? 'cloister' });
  return true;
}

/**
 * Benchmark (bench/ui-bench.ts): pans across the board for `frames` frames, timing the JS of
 * each frame (viewport move + view.render + Pixi render) and counting WebGL draw calls. With
 * `addEvery` > 0, every addEvery-th frame also puts down a tile and a follower (from the reserve:
 * ?reserve=N); those frames are also reported apart (addMedian, addP95).
 */
async function bench(frames: number, zoom: number | 'fit', addEvery = 0) {
  const { app, viewport } = view.pixi;
  app.ticker.stop();
  const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
  let calls = 0;
  for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced'] as const) {
    const original = (gl[name] as (...a: unknown[]) => void).bind(gl);
    (gl as unknown as Record<string, unknown>)[name] = (...a: unknown[]) => { calls++; original(...a); };
  }
  const b = game.state.board;
  const xs = b.map((t) => t.x), ys = b.map((t) => t.y);
  const cx = (Math.min(...xs) + Math.max(...xs) + 1) / 2, cy = (Math.min(...ys) + Math.max(...ys) + 1) / 2;
  const w = Math.max(...xs) - Math.min(...xs) + 1, h = Math.max(...ys) - Math.min(...ys) + 1;
  viewport.setZoom(zoom === 'fit' ? Math.min(viewport.screenWidth / (w * 128), viewport.screenHeight / (h * 128)) : zoom, true);
  const times: number[] = [], draws: number[] = [], adds: number[] = [];
  for (let i = -20; i < frames; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    calls = 0;
    const t0 = performance.now();
    const a = i / 40;
    viewport.moveCenter((cx + Math.cos(a) * w * 0.15) * 128, (cy + Math.sin(a) * h * 0.15) * 128);
    const added = addEvery > 0 && i >= 0 && i % addEvery === 0 && addTileAndFollower();
    view.render(added ? { ...model } : model);
    app.render();
    const t1 = performance.now();
    if (i >= 0) { times.push(t1 - t0); draws.push(calls); }
    if (added) adds.push(t1 - t0);
  }
  app.ticker.start();
  const q = (arr: number[], p: number) => [...arr].sort((x, y) => x - y)[Math.min(arr.length - 1, Math.floor(p * arr.length))];
  return {
    median: q(times, 0.5), p95: q(times, 0.95), draws: q(draws, 0.5), maxDraws: Math.max(...draws), tiles: b.length,
    meeples: game.state.followers.length, renderer: view.rendererName,
    adds: adds.length, addMedian: adds.length ? q(adds, 0.5) : 0, addP95: adds.length ? q(adds, 0.95) : 0, addMax: adds.length ? Math.max(...adds) : 0,
  };
}

/** Takes the last tile back (and the followers on it), as an undo does, back into the reserve. */
function takeBackTile(): boolean {
  const s = game.state, t = s.board.pop();
  if (!t) return false;
  s.followers = s.followers.filter((f) => f.tile < s.board.length);
  reserve.unshift(t);
  return true;
}

/** A second board drawn from scratch in `host` with this board's model and camera (the browser test compares them). */
async function fresh(host: HTMLElement): Promise<BoardView> {
  const other = await BoardView.create(host, { reducedMotion: true });
  other.render({ ...model });
  const { viewport } = view.pixi, o = other.pixi.viewport;
  o.setZoom(viewport.scale.x, true);
  o.moveCenter(viewport.center.x, viewport.center.y);
  return other;
}

(window as unknown as { __board: unknown }).__board = {
  view, game, model, taps, bench, ready: true, addTileAndFollower, takeBackTile, fresh,
};
