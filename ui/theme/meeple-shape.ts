// The follower's silhouette in a unit box (x right, y down), one source for the Pixi meeple on the
// board (ui/board/meeple-art.ts) and the shell's small meeple icons (picker tokens, score board).
/** Body outline; the head is a separate circle (HEAD). */
export const MEEPLE_BODY: readonly (readonly [number, number])[] = [
  [0.36, 0.3], [0.64, 0.3], [0.93, 0.43], [0.95, 0.55], [0.68, 0.56], [0.84, 0.93], [0.79, 0.97], [0.58, 0.97],
  [0.5, 0.78], [0.42, 0.97], [0.21, 0.97], [0.16, 0.93], [0.32, 0.56], [0.05, 0.55], [0.07, 0.43],
];

/** The head: centre and radius in the same box. */
export const MEEPLE_HEAD = { x: 0.5, y: 0.18, r: 0.14 } as const;
