// The files `npm run new-expansion -- <id>` writes: a small but complete module — one tile with a
// landmark beside a road, an option, a scoring modifier, its words in four languages, its art,
// a companion, a hand-derived scenario and a test. Each template is the file's text for one id.
import { RECORD_FORMAT, RECORD_VERSION } from '../../core/index.js';

export interface Names {
  /** Folder and module id: 'wells', 'river-bends'. */
  id: string;
  /** Export name: 'wells', 'riverBends'. */
  camel: string;
  /** For people: 'Wells', 'River bends'. */
  title: string;
}

export function namesOf(id: string): Names {
  const camel = id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const words = id.replace(/-/g, ' ');
  return { id, camel, title: words.charAt(0).toUpperCase() + words.slice(1) };
}

export const moduleIndex = ({ id, camel, title }: Names) => `// ${title} (expansions/${id}/README.md): a landmark beside the road. A completed road earns a
// bonus for every tile of it that shows one; option "${id}.bonus" sets how much.
import type { ExpansionModule, FeatureKindDef, FeatureScoreContext, ScoreDraft, ScoringModifier } from '../../core/index.js';
import { LANDMARK, ${camel.toUpperCase()}_TILES } from './tiles.js';

export { LANDMARK, ${camel.toUpperCase()}_TILES } from './tiles.js';

/** The landmark: part of the tile's picture and of its scoring, but nobody stands on it. */
const landmark: FeatureKindDef = { id: LANDMARK, connects: false, claimable: false, completion: 'never' };

/** A completed road gets \`${id}.bonus\` points for each of its tiles with a landmark. */
const roadBonus: ScoringModifier<ScoreDraft, FeatureScoreContext> = {
  id: '${id}/road-bonus', target: 'road',
  modify(event, ctx, api) {
    if (!ctx.completed) return;
    const tiles = new Set(event.tiles ?? []);
    const count = [...tiles].filter((i) => api.tileDef(api.placed(i).tile).features.some((f) => f.kind === LANDMARK)).length;
    if (count > 0) event.items.push({ what: '${id}/landmark', count, unit: Number(api.option('${id}.bonus')), points: 0 });
  },
};

export const ${camel}: ExpansionModule = {
  id: '${id}',
  version: 1,
  requires: ['base'],
  options: {
    bonus: { type: 'enum', values: ['1', '2'], default: '1', description: 'Points a completed road earns for each of its tiles with a landmark.' },
  },
  tiles: () => ${camel.toUpperCase()}_TILES,
  allTiles: ${camel.toUpperCase()}_TILES,
  featureKinds: [landmark],
  scoring: [roadBonus],
};
`;

export const moduleTiles = ({ id, camel }: Names) => `// The tiles of ${id}, written with base's builders (docs/contract.md#tiles). Edges N, E, S, W:
// c city, r road, f field. Segments: NL NC NR EL EC ER SL SC SR WL WC WR (docs/records.md).
import type { TileDef } from '../../core/index.js';
import { field, road, tile } from '../base/index.js';

/**
 * The feature kind of the landmark (it covers no edge segment). Like every kind, phase and action
 * type the module defines, it is named '${id}/…', so no other module's name can clash with it
 * (docs/contract.md#namespaces).
 */
export const LANDMARK = '${id}/landmark';

export const ${camel.toUpperCase()}_TILES: TileDef[] = [
  // A road from west to east; the landmark stands in the northern field.
  tile('${id}/1', 2, 'frfr', [
    road('E', 'W'),
    field(['NL', 'NC', 'NR', 'EL', 'WR']),
    field(['ER', 'SL', 'SC', 'SR', 'WL']),
    { kind: LANDMARK, segments: [] },
  ]),
];
`;

export const readme = ({ id, title }: Names) => `# ${title} (\`${id}\`)

Requires \`base\`. One folder plus one line in \`expansions/modules.ts\`; nothing in \`core/\` or the
shell knows about it. Made with \`npm run new-expansion -- ${id}\`; change it step by step with
[the modding tutorial](../../docs/modding-tutorial.md).

## Rules
- Tile \`${id}/1\` (2 copies): a road from west to east with a landmark in the northern field.
- A completed road scores 1 extra point per tile of it with a landmark (option \`${id}.bonus\`: \`1\`
  or \`2\`). An incomplete road at the end of the game gets no bonus.

## Files
| file | what |
|---|---|
| \`index.ts\` | the module: the landmark feature kind, the option, the road bonus |
| \`tiles.ts\` | the tile definitions |
| \`ui/texts.ts\` | every word of the module in English, Dutch, Czech and Italian |
| \`ui/board-painters.ts\` | the landmark on the generated tile art (board and tile preview) |
| \`ui/index.ts\`, \`ui/shell.ts\` | the companion: turn-log lines and sounds; the shell's services |
| \`ui/sounds/\` | (add it when you need it) the module's own sound effects: \`ui/sounds/chime.wav\` plays as \`'${id}/chime'\` from a soundCue |

Tests: \`test/expansions/${id}/\`, scenario records: \`test/scenarios/${id}/\`.

## Sources
Write down where each rule and tile layout comes from (the rule sheet, the edition).
`;

export const texts = ({ id, title }: Names) => `// Every word of ${id} in the four languages, read eagerly by the shell (docs/contract.md#texts).
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'expansion.${id}.name': '${title}',
  'expansion.${id}.desc': 'Landmarks beside the roads: a completed road earns a bonus for each one it passes.',
  'option.${id}.bonus': 'Landmark bonus',
  'option.${id}.bonus.desc': 'What a completed road earns for each of its tiles with a landmark.',
  'option.${id}.bonus.1': '1 point per landmark',
  'option.${id}.bonus.2': '2 points per landmark',
  'kind.${id}/landmark': 'Landmark',
  'what.${id}/landmark#one': 'landmark beside the road',
  'what.${id}/landmark#other': 'landmarks beside the road',
};

type Texts = Record<keyof typeof en, string> & Record<string, string>;

const nl: Texts = {
  'expansion.${id}.name': '${title}',
  'expansion.${id}.desc': 'Bezienswaardigheden langs de wegen: een voltooide weg krijgt een bonus voor elke die hij passeert.',
  'option.${id}.bonus': 'Bonus voor bezienswaardigheden',
  'option.${id}.bonus.desc': 'Wat een voltooide weg krijgt voor elk van zijn tegels met een bezienswaardigheid.',
  'option.${id}.bonus.1': '1 punt per bezienswaardigheid',
  'option.${id}.bonus.2': '2 punten per bezienswaardigheid',
  'kind.${id}/landmark': 'Bezienswaardigheid',
  'what.${id}/landmark#one': 'bezienswaardigheid langs de weg',
  'what.${id}/landmark#other': 'bezienswaardigheden langs de weg',
};

const cs: Texts = {
  'expansion.${id}.name': '${title}',
  'expansion.${id}.desc': 'Památky u cest: dokončená cesta získá bonus za každou, kolem které vede.',
  'option.${id}.bonus': 'Bonus za památky',
  'option.${id}.bonus.desc': 'Co dokončená cesta získá za každou svou kartičku s památkou.',
  'option.${id}.bonus.1': '1 bod za památku',
  'option.${id}.bonus.2': '2 body za památku',
  'kind.${id}/landmark': 'Památka',
  'what.${id}/landmark#one': 'památka u cesty',
  'what.${id}/landmark#few': 'památky u cesty',
  'what.${id}/landmark#other': 'památek u cesty',
};

const it: Texts = {
  'expansion.${id}.name': '${title}',
  'expansion.${id}.desc': 'Monumenti lungo le strade: una strada completata guadagna un bonus per ognuno che incontra.',
  'option.${id}.bonus': 'Bonus dei monumenti',
  'option.${id}.bonus.desc': 'Quanto guadagna una strada completata per ogni sua tessera con un monumento.',
  'option.${id}.bonus.1': '1 punto per monumento',
  'option.${id}.bonus.2': '2 punti per monumento',
  'kind.${id}/landmark': 'Monumento',
  'what.${id}/landmark#one': 'monumento lungo la strada',
  'what.${id}/landmark#other': 'monumenti lungo la strada',
};

export const texts: ExpansionTexts = { en, nl, cs, it };
`;

export const painters = ({ id }: Names) => `// The landmark on the generated tile art, on the board and in the tile preview alike
// (docs/contract.md#board-painters): a small stone obelisk with its shadow.
import type { PaintContext, TilePainter } from '../../../ui/expansion-api.js';

const landmark: TilePainter = {
  id: '${id}/landmark',
  kind: '${id}/landmark',
  layer: 'decor',
  paint({ g, px, palette }: PaintContext) {
    // The feature covers no segment: it stands in the northern field, clear of the road.
    const x = px * 0.5, y = px * 0.24;
    g.poly([x - px * 0.05, y + px * 0.05, x + px * 0.07, y + px * 0.05, x + px * 0.03, y + px * 0.08, x - px * 0.07, y + px * 0.08]).fill({ color: 0x000000, alpha: 0.2 });
    g.poly([x - px * 0.035, y + px * 0.05, x + px * 0.035, y + px * 0.05, x + px * 0.02, y - px * 0.09, x, y - px * 0.12, x - px * 0.02, y - px * 0.09])
      .fill(palette.plaster).stroke({ width: px / 90, color: palette.roofDark });
  },
};

export const tilePainters: TilePainter[] = [landmark];
`;

export const companion = ({ id, title }: Names) => `// ${title}'s UI companion (docs/contract.md#the-companion), loaded when a game with the module
// starts. Its words are ./texts.ts and its art ./board-painters.ts (both read eagerly).
import type { ExpansionUi } from '../../../ui/expansion-api.js';
import { connect } from './shell.js';

export const ui: ExpansionUi = {
  connect,
  // The module has no phase of its own (so no panel) and emits no events of its own yet: add a
  // describeEvent(event, names, game) for turn-log lines and a soundCue when it does (a cue names
  // the shell's sounds, or this folder's own files: ui/sounds/chime.wav plays as '${id}/chime'). The game a
  // companion sees is a read-only GameView (import type { GameView } from '../../../core/index.js'),
  // never the live Game (test/architecture.test.ts).
};
`;

export const scenario = ({ id }: Names) => JSON.stringify({
  title: `a completed road through a landmark tile scores 4 tiles + 1 landmark = 5`,
  source: `expansions/${id}/README.md, rules; derived by hand: road (-1,0)–(2,0) ends at two cloisters, 4 tiles, one with a landmark`,
  record: {
    format: RECORD_FORMAT, version: RECORD_VERSION,
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
    expansions: ['base', id], seed: 1,
    deck: [`${id}/1`, 'base/A', 'base/A'],
    actions: [
      { type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'EC' },
      { type: 'place', x: 2, y: 0, rotation: 90 }, { type: 'pass' },
      { type: 'place', x: -1, y: 0, rotation: 270 }, { type: 'pass' },
    ],
  },
  expect: { finished: true, scores: [5, 0], supply: [7, 7] },
}, null, 2) + '\n';

export const test = ({ id, camel }: Names) => `// ${id}: the road bonus, by hand-derived cases (the scenario in test/scenarios/${id}/ plays a whole game).
import { describe, expect, it } from 'vitest';
import { Game, type Action } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { ${camel.toUpperCase()}_TILES } from '../../../expansions/${id}/index.js';
import { moduleProblems, moduleWarnings } from '../../../tools/module-check.js';

function play(actions: Action[], options: Record<string, unknown> = {}, deck = ['${id}/1', 'base/A', 'base/A']): Game {
  const game = Game.create(BUILT_IN_MODULES, {
    players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
    expansions: ['base', '${id}'], options, seed: 1, deck,
  });
  for (const a of actions) {
    const r = game.apply(a);
    if (!r.ok) throw new Error(\`\${a.type}: \${r.error.rule}: \${r.error.message}\`);
  }
  return game;
}

// Anna's follower on the road through the landmark tile at (1, 0); the road later ends at two cloisters.
const OPEN: Action[] = [{ type: 'place', x: 1, y: 0, rotation: 0 }, { type: 'deploy', at: 'EC' }, { type: 'place', x: 2, y: 0, rotation: 90 }, { type: 'pass' }];
const CLOSE: Action[] = [{ type: 'place', x: -1, y: 0, rotation: 270 }, { type: 'pass' }];

describe('${id}', () => {
  it('brings its tile to the bag', () => {
    expect(${camel.toUpperCase()}_TILES.map((t) => [t.id, t.count])).toEqual([['${id}/1', 2]]);
  });

  it('a completed road scores its 4 tiles and 1 per landmark tile', () => {
    expect(play([...OPEN, ...CLOSE]).state.scores).toEqual([5, 0]);
  });

  it('the option doubles the bonus', () => {
    expect(play([...OPEN, ...CLOSE], { '${id}.bonus': '2' }).state.scores).toEqual([6, 0]);
  });

  it('an incomplete road at the end scores its tiles without the bonus', () => {
    // The deck ends after the second tile: the road (0,0)–(2,0) is open to the west: 3 tiles, 3 points.
    expect(play(OPEN, {}, ['${id}/1', 'base/A']).state.scores).toEqual([3, 0]);
  });

  it('the module check finds nothing wrong and nothing to warn of (names in its namespace, tiles that fit)', () => {
    expect(moduleProblems(BUILT_IN_MODULES).filter((p) => p.module === '${id}' || p.module === 'all')).toEqual([]);
    expect(moduleWarnings(BUILT_IN_MODULES).filter((p) => p.module === '${id}')).toEqual([]);
  });

  it('every action a game lists passes validate (apply takes frozen listed actions unchecked)', () => {
    const game = Game.create(BUILT_IN_MODULES, {
      players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
      expansions: ['base', '${id}'], options: {}, seed: 7,
    });
    for (let step = 0; !game.state.finished; step++) {
      const choices = game.choices();
      for (const c of choices) expect(game.validate(c), JSON.stringify(c)).toBeNull();
      expect(game.apply(choices[step % choices.length]).ok).toBe(true);
    }
  });
});
`;

/** Every companion's ui/shell.ts: the shell's services, by name, from companionShell(). */
export const shell = () => `// The shell's services as this companion's files use them (\`import { t } from './shell.js'\`).
// companionShell() (ui/expansion-api.ts) keeps what the shell hands over through \`connect\`; its
// functions may be taken by name at once, its values are read when used (\`shell.sharedStyles\`).
// Add the names your files use: t, plural, getLocale, LocaleController, sounds, playerLook, …
import { companionShell } from '../../../ui/expansion-api.js';

export const shell = companionShell();
export const { connect, t } = shell;
`;

export const rules = ({ id }: Names) => `// ${id}'s pages of the in-app rules reference (docs/contract.md#rules-pages), loaded when the
// reference opens. Tile pictures name tiles of the module; each text in the four languages.
import type { ExpansionRules, ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'rules.${id}.landmarks.title': 'Landmarks',
  'rules.${id}.landmarks.1': 'Some tiles show a landmark beside the road. When the road is completed, it earns a bonus for each of its tiles with a landmark.',
  'rules.${id}.landmarks.tiles': 'A road passing a landmark.',
};

type Texts = Record<keyof typeof en, string>;

const nl: Texts = {
  'rules.${id}.landmarks.title': 'Bezienswaardigheden',
  'rules.${id}.landmarks.1': 'Sommige tegels tonen een bezienswaardigheid langs de weg. Als de weg voltooid is, krijgt hij een bonus voor elk van zijn tegels met een bezienswaardigheid.',
  'rules.${id}.landmarks.tiles': 'Een weg langs een bezienswaardigheid.',
};

const cs: Texts = {
  'rules.${id}.landmarks.title': 'Památky',
  'rules.${id}.landmarks.1': 'Některé kartičky ukazují památku u cesty. Když je cesta dokončená, získá bonus za každou svou kartičku s památkou.',
  'rules.${id}.landmarks.tiles': 'Cesta vedoucí kolem památky.',
};

const it: Texts = {
  'rules.${id}.landmarks.title': 'Monumenti',
  'rules.${id}.landmarks.1': 'Alcune tessere mostrano un monumento lungo la strada. Quando la strada è completata, guadagna un bonus per ogni sua tessera con un monumento.',
  'rules.${id}.landmarks.tiles': 'Una strada che passa accanto a un monumento.',
};

const texts: ExpansionTexts = { en, nl, cs, it };

export const rules: ExpansionRules = {
  texts,
  pages: [{ id: 'landmarks', title: 'rules.${id}.landmarks.title', blocks: [
    { text: 'rules.${id}.landmarks.1' },
    { tiles: ['${id}/1'], caption: 'rules.${id}.landmarks.tiles' },
    { option: 'bonus' },
  ] }],
};
`;
