// Farm scoring at the end of the game, in the three editions (digest §1.6). What one completed
// city is worth to one farmer-majority player goes through the 'field-city' modifiers, so other
// modules compose with it (a besieged city doubles, a pig adds one …).
import type { FeatureView, GameApi, PlacedFollower, ScoreItem } from '../../core/index.js';

export type FarmScoring = 'field-3' | 'field-3-once' | 'city-4';

/** Subject of the 'field-city' modifiers: the points one city gives one player, with labels. */
export interface FarmCityValue {
  unit: number;
  /** Why: 'city', then what modifiers added ('besieged', 'pig' …); becomes the item label. */
  tags: string[];
}

export interface FarmCityContext {
  city: FeatureView;
  /** Root of the farm being scored; null in city-centred (1st edition) scoring. */
  farm: number | null;
  player: number;
  mode: FarmScoring;
}

export function scoreFarms(api: GameApi): void {
  const mode = api.option<FarmScoring>('base.farmScoring');
  const farms = farmRoots(api);
  // One view per completed city for the whole farm scoring: a city borders several farms, and
  // each view lists the city's followers (a pass over every follower); nobody moves meanwhile.
  const views = new Map<number, FeatureView>();
  if (mode === 'city-4') scoreCityCentred(api, farms, views);
  else scoreFieldCentred(api, farms, mode, views);
}

function farmRoots(api: GameApi): Map<number, PlacedFollower[]> {
  // Roots in first-seen order with their farmers, then sorted by root: one pass, no rebuilt map.
  const roots: number[] = [], lists: PlacedFollower[][] = [];
  const nodes = api.state.nodes;
  for (const f of api.state.followers) {
    const root = api.find(f.node);
    if (nodes[root].kind !== 'field') continue;
    const at = roots.indexOf(root);
    if (at >= 0) lists[at].push(f);
    else { roots.push(root); lists.push([f]); }
  }
  const order = roots.map((_, i) => i).sort((a, b) => roots[a] - roots[b]);
  const farms = new Map<number, PlacedFollower[]>();
  for (const i of order) farms.set(roots[i], lists[i]);
  return farms;
}

/** Completed cities a farm touches, each once (digest §1.6: a set of city features), by root. */
function completedCities(api: GameApi, farm: number, views: Map<number, FeatureView>): FeatureView[] {
  // A farm's touches name a few cities many times over: a short list, no Set and no spreads.
  const nodes = api.state.nodes, roots: number[] = [], touches = nodes[farm].touches;
  // Indexed: a farm touching nothing holds core's shared frozen empty list, which for-of walks slowly.
  for (let i = 0; i < touches.length; i++) {
    const r = api.find(touches[i]);
    // Kind and completion first: the full view (followers …) only for the cities that count.
    if (nodes[r].kind === 'city' && !roots.includes(r) && api.isComplete(r)) roots.push(r);
  }
  roots.sort((a, b) => a - b);
  const cities: FeatureView[] = [];
  for (const r of roots) cities.push(viewOf(api, r, views));
  return cities;
}

function viewOf(api: GameApi, root: number, views: Map<number, FeatureView>): FeatureView {
  let view = views.get(root);
  if (!view) views.set(root, (view = api.feature(root)));
  return view;
}

function cityValue(api: GameApi, ctx: FarmCityContext): FarmCityValue {
  const value: FarmCityValue = { unit: ctx.mode === 'city-4' ? 4 : 3, tags: ['city'] };
  api.modify('field-city', value, ctx);
  return value;
}

/** Groups per-city values into items: "2 cities × 3", "1 city+besieged × 6". */
function itemsFor(values: FarmCityValue[]): ScoreItem[] {
  // A few values with one or two kinds of item: a list searched by label and unit beats a map
  // keyed by a string built for every value.
  const items: ScoreItem[] = [];
  for (const v of values) {
    const what = v.tags.length === 1 ? v.tags[0] : v.tags.join('+');
    let item: ScoreItem | undefined;
    for (const it of items) if (it.what === what && it.unit === v.unit) { item = it; break; }
    if (item) item.count++;
    else items.push({ what, count: 1, unit: v.unit, points: 0 });
  }
  return items;
}

function awardPerPlayer(api: GameApi, base: { node: number; tiles: number[]; detail: Record<string, unknown> },
  perPlayer: Map<number, ScoreItem[]>): void {
  const players = [...perPlayer.keys()];
  if (players.length === 0) return;
  const first = perPlayer.get(players[0])!;
  const same = players.every((p) => sameItems(perPlayer.get(p)!, first));
  api.award({
    kind: 'field', when: 'final', node: base.node, tiles: base.tiles, players,
    items: same ? perPlayer.get(players[0])! : [],
    playerItems: same ? undefined : Object.fromEntries(perPlayer),
    detail: base.detail,
  });
}

/** Item lists alike field by field (items are built by itemsFor, all the same shape). */
function sameItems(a: ScoreItem[], b: ScoreItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i], y = b[i];
    if (x.what !== y.what || x.count !== y.count || x.unit !== y.unit || x.points !== y.points) return false;
  }
  return true;
}

/** 3rd edition (3 per completed city per farm) and 2nd edition (each city once per player). */
function scoreFieldCentred(api: GameApi, farms: Map<number, PlacedFollower[]>, mode: FarmScoring, views: Map<number, FeatureView>): void {
  const counted = new Map<number, Set<number>>(); // player → city roots already paid (2nd edition only)
  for (const [farm, farmers] of farms) {
    const cities = completedCities(api, farm, views);
    const perPlayer = new Map<number, ScoreItem[]>();
    for (const player of api.majority(farmers)) {
      let paid = cities;
      if (mode === 'field-3-once') {
        const seen = counted.get(player) ?? new Set<number>();
        counted.set(player, seen);
        paid = cities.filter((c) => !seen.has(c.root));
        for (const c of paid) seen.add(c.root);
      }
      const items = itemsFor(paid.map((city) => cityValue(api, { city, farm, player, mode })));
      if (items.length) perPlayer.set(player, items);
    }
    awardPerPlayer(api, { node: farm, tiles: [...api.state.nodes[farm].tiles], detail: { cities: cities.map((c) => c.root) } }, perPlayer);
  }
}

/** 1st edition: each completed city once; the farmers of all farms touching it compete; 4 points. */
function scoreCityCentred(api: GameApi, farms: Map<number, PlacedFollower[]>, views: Map<number, FeatureView>): void {
  const byCity = new Map<number, number[]>();
  for (const farm of farms.keys()) {
    for (const c of completedCities(api, farm, views)) byCity.set(c.root, [...(byCity.get(c.root) ?? []), farm]);
  }
  for (const [root, farmList] of [...byCity.entries()].sort((a, b) => a[0] - b[0])) {
    const city = viewOf(api, root, views);
    const farmers = farmList.flatMap((f) => farms.get(f)!);
    const perPlayer = new Map<number, ScoreItem[]>();
    for (const player of api.majority(farmers)) {
      perPlayer.set(player, itemsFor([cityValue(api, { city, farm: null, player, mode: 'city-4' })]));
    }
    awardPerPlayer(api, { node: root, tiles: [...city.node.tiles], detail: { city: root, farms: farmList } }, perPlayer);
  }
}
