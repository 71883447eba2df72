// Score events' points objects (Game.award), kept apart from the game loop.

/**
 * A new score event's points object with the players' keys already in it, copied from a template
 * per set of players: the first store of an integer key into a new empty object takes V8's runtime
 * path (about three times the cost of the copy), and awarding runs on every score. Same JSON: integer
 * keys list in ascending order however they were added.
 */
const POINTS_TEMPLATES: Record<number, number>[] = [];
export function pointsObject(players: readonly number[]): Record<number, number> {
  let mask = 0;
  for (const p of players) {
    if (!(p >= 0 && p < 16 && Number.isInteger(p))) return {};
    mask |= 1 << p;
  }
  let template = POINTS_TEMPLATES[mask];
  if (!template) {
    template = {};
    for (const p of players) template[p] = 0;
    POINTS_TEMPLATES[mask] = template;
  }
  return { ...template };
}
