// The one module an expansion's UI companion (`expansions/<id>/ui/`) imports from the shell: its
// interfaces, and one pure function, companionShell (the wiring every companion's ui/shell.ts
// needs). It has no run-time import. What a companion needs at run time — texts, styles, the
// player colours, sounds — the shell hands it through `ExpansionUi.connect`, so the import graph
// runs one way only (the shell finds companions by folder, companions import nothing of the
// shell's code). test/architecture.test.ts checks both rules.
//
// What an expansion's folder may contain for the screen (all optional), found by the shell:
//   ui/texts.ts           `texts: ExpansionTexts` — every word of the module in the four languages
//                         (its name and description, option texts, phase names, rule errors, log
//                         lines, panel texts). Loaded eagerly: the setup screen shows them before
//                         any companion is loaded.
//   ui/board-painters.ts  `tilePainters: TilePainter[]` — art for its feature kinds and props, used
//                         by the Pixi board and by the tile preview alike. Loaded eagerly.
//   ui/index.ts           `ui: ExpansionUi` — panels, turn-log lines, sound cues. Loaded lazily
//                         when a game with the module starts.
//   ui/rules.ts           `rules: ExpansionRules` — the module's pages of the in-app rules reference,
//                         with their own texts in the four languages. Loaded lazily when the
//                         reference opens (the texts are long; the start screen stays light).
//   ui/sounds/<name>.wav  its own sound effects, played as '<id>/<name>' (a cue or sounds.play
//                         names them). Bundled as files, loaded with the shell's at the first
//                         gesture, precached for offline play.
//   ui/jobs.ts            `jobs: WorkerJobs` — heavy work run off the page in the app's one Web
//                         Worker (the catapult's shots), started through `Shell.startWorker`.
//                         Bundled into the worker only, never into the page.
// A panel may use the shell's own custom elements in its template — <ct-player-mark>,
// <ct-choice-panel> — which the game screen has already defined; it never imports them.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CSSResult } from 'lit';
import type { GameView, GameEvent } from '../core/index.js';
import type { Pen } from './board/painters.js';
import type { Pt, Region } from './board/geometry/index.js';
import type { Locale, Params } from './i18n/index.js';
import type { SoundName } from './sound/cues.js';
import type { SoundService } from './sound/service.js';
import type { PlayerLook } from './game/player-style.js';
import type { PlayerStyle } from './theme/players.js';

export type { Session, BoardFocus, FollowerSpot, PlacementSpot, Presenting } from './game/session.js';
export type { BoardView, BoardPointer, BoardPointerHandler, BoardModel } from './board/index.js';
export type { TilePainter, PaintContext, Pen } from './board/painters.js';
export type { TileGeometry, FeatureGeometry, Pt, Region } from './board/geometry/index.js';
export type { TilePalette } from './theme/tile-palette.js';
export type { Locale, Params } from './i18n/index.js';
export type { SoundName } from './sound/cues.js';
export type { PlayerLook } from './game/player-style.js';
export type { PlayerStyle } from './theme/players.js';

/** A module's texts: one table per language, each with the same keys (prefix them with the module id). */
export type ExpansionTexts = Record<Locale, Record<string, string>>;

export interface PhasePanel {
  /** Custom element tag name, e.g. 'ct-siege-escape-panel'. */
  tag: string;
  /** Defines the element (a dynamic import of its module). */
  load: () => Promise<unknown>;
  /**
   * Action types this panel applies with `session.apply(action, {present: true})`: it keeps showing
   * their result (from `session.presenting`) after they are in the record, even when the phase has
   * moved on, and shows it again after a reload (the shell calls `session.presentLast`).
   */
  presents?: readonly string[];
  /** Action types whose hint the panel shows on the board (from `session.suggestion`: a shot's line). */
  showsHints?: readonly string[];
}

/**
 * The sound of a game event, decided by the module that emits it. `undefined`: not this module's
 * event (the shell asks the next one, then uses its own); `null`: silence. `voiced` holds the
 * event types a panel already played live during its animation.
 */
export type SoundCue = (event: GameEvent, voiced: ReadonlySet<string>) => SoundName | null | undefined;

/**
 * A module's jobs for the app worker (`export const jobs: WorkerJobs` in `expansions/<id>/ui/jobs.ts`),
 * by name, prefixed with the module id ('wells/depth'): each takes and returns structured-clonable
 * data. They run in the worker, or in the page when workers fail (`Shell.runInPage`).
 */
export type WorkerJobs = Readonly<Record<string, (payload: unknown) => unknown>>;

/** A message to the app worker, and its answer. */
export interface WorkerRequest { id: number; job: string; payload: unknown }
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** What the shell lends a companion at run time (ui/expansion-host.ts implements it). */
export interface Shell {
  /** The text for a key in the current language, `{name}` placeholders filled in. */
  t(key: string, params?: Params, fallback?: string): string;
  /** `key#one` / `key#few` / `key#other` by the language's plural rules. */
  plural(key: string, count: number, params?: Params): string;
  getLocale(): Locale;
  /** `new shell.LocaleController(this)` re-renders a lit element when the language changes. */
  LocaleController: new (host: ReactiveControllerHost) => ReactiveController;
  /** The shell's base styles for panels (buttons, headings, focus rings). */
  sharedStyles: CSSResult;
  /** "Anna, Bram and Cleo" in the current language. */
  joinNames(names: string[]): string;
  /** "north-east" for a direction on the board. */
  compassOf(dx: number, dy: number): string;
  /** Where a square lies in a player's words, "2 squares north of the start tile": players never see coordinates. */
  squareWhere(x: number, y: number): string;
  /** The text of an option's value, e.g. ('siege', 'escape', 'off'). */
  optionValueName(moduleId: string, key: string, value: string): string;
  /** A phase's name ('phase.<id>' in the texts). */
  phaseLabel(id: string): string;
  /** A player's colours and mark for lit (CSS strings). */
  playerLook(colour: string): PlayerLook;
  /** A player's colours and mark for Pixi. */
  playerStyle(colour: string): PlayerStyle;
  /** '#D55E00' → 0xD55E00. */
  colorNumber(hex: string): number;
  /** The board's tile size in Pixi units. */
  tilePx: number;
  /**
   * The table's sounds: `play(name)` one now (a live animation: a bonk at impact) — a shell sound
   * or one of the module's own files, '<module id>/<file name>' for ui/sounds/<file name>.wav —
   * `voiced(type)` the next event of that type was already heard live, `moment(m)` a session moment,
   * `muted` whether the table asked for silence (a companion's haptics stay off then too).
   */
  sounds: Pick<SoundService, 'play' | 'voiced' | 'moment' | 'muted'>;
  /** The sound the table hears for an event (the modules' own cues included). */
  eventSound(event: GameEvent): SoundName | null;
  /**
   * A new instance of the app's Web Worker, which runs every module's `WorkerJobs`: post a
   * `WorkerRequest`, get a `WorkerReply`. Throws where the browser has no module workers.
   */
  startWorker(): Worker;
  /** A job run in the page instead, from the same worker file (when workers fail): its result. */
  runInPage(job: string, payload: unknown): Promise<unknown>;
}

/** An expansion's UI companion: `export const ui: ExpansionUi` in `expansions/<id>/ui/index.ts`. */
export interface ExpansionUi {
  /** Called once, before anything else of the companion runs: keep the shell for later use. */
  connect?(shell: Shell): void;
  /** Phase id → the panel shown while that phase waits (without one, the phase's choices are buttons). */
  panels?: Record<string, PhasePanel>;
  /**
   * One line for the turn log ("Anna’s knight escaped from the besieged city …") for a game event
   * of this expansion, in the current language; null for events it does not describe. `names` are
   * the players' names by seat; `game` is the game after the turn (read only).
   */
  describeEvent?(event: GameEvent, names: string[], game: GameView): string | null;
  /** The sounds of this module's events. */
  soundCue?: SoundCue;
  /**
   * Layers the module draws on the board from the game (a mark over every tile of a besieged
   * city, …), kept in step with the game by the shell (ui/board/module-layers.ts).
   */
  boardLayers?: BoardLayer[];
}

/** A feature of a placed tile in world units (tiles; x right, y down), turned as it lies. */
export interface PlacedFeature {
  region: Region;
  /** City walls inside the tile. */
  walls: Pt[][];
  /** Where a follower on it stands. */
  anchor: Pt;
}

/** What a board layer draws with: the game, a pen in world pixels, and the placed features. */
export interface BoardLayerContext {
  game: GameView;
  /** Draw in world pixels: world point p is at (p.x·px, p.y·px). */
  g: Pen;
  px: number;
  /** Feature `feature` (index in its tile's definition) of placed tile `tile`, in world units. */
  feature(tile: number, feature: number): PlacedFeature;
}

export interface BoardLayer {
  /** Unique, prefixed with the module id, e.g. 'siege/besieged'. */
  id: string;
  /** 'under-followers' (default): over the tiles, under the meeples; 'top': over everything. */
  place?: 'under-followers' | 'top';
  /** A cheap signature of what the layer shows: the shell redraws it only when this changes. */
  key(game: GameView): string;
  /** Draws the layer from scratch (the shell has cleared it). */
  draw(ctx: BoardLayerContext): void;
}

/**
 * One block of a rules page. Every string is a text key of the module's `ExpansionRules.texts`
 * (prefix them `rules.<module id>.`), except tile ids and option keys.
 */
export type RulesBlock =
  /** A paragraph. */
  | { text: string }
  /** Bullet points, one text key each. */
  | { list: string[] }
  /** Tile pictures drawn from the module's tile definitions (ids from its `allTiles`), with one caption. */
  | { tiles: string[]; caption: string }
  /**
   * One of the module's options (its key, as in `options`): the reference shows its name and
   * description, each value's name, and — opened from a game — the value chosen for this game.
   */
  | { option: string };

export interface RulesPage {
  /** Unique within the module, e.g. 'roads' (the reference links to `<module>/<id>`). */
  id: string;
  /** Text key of the page's title. */
  title: string;
  blocks: RulesBlock[];
}

/** An expansion's part of the rules reference: `export const rules: ExpansionRules` in `expansions/<id>/ui/rules.ts`. */
export interface ExpansionRules {
  pages: RulesPage[];
  /** Every text the pages use, one table per language with the same keys. */
  texts: ExpansionTexts;
}

// ── The one piece of code here ──────────────────────────────────────────────
// Every companion needs the same wiring: keep the Shell that `connect` hands over and let its
// files call the services by name. companionShell() is that wiring, once. It is pure (no DOM, no
// globals, no state but its own) and this module has no run-time import at all, so a companion
// importing it pulls nothing of the shell in (test/architecture.test.ts checks both).

/** The shell's services as a companion's files use them, before and after `connect`. */
export interface CompanionShell extends Shell {
  /** `ExpansionUi.connect`: the shell calls it before anything else of the companion runs. */
  connect(shell: Shell): void;
  /** True once connected. */
  readonly connected: boolean;
}

/**
 * A companion's `ui/shell.ts`: `export const shell = companionShell();` and
 * `export const { connect, t, … } = shell;`. The functions forward to the connected Shell, so they
 * may be destructured at once; values (`sharedStyles`, `tilePx`) are read as `shell.sharedStyles`
 * when used. Anything used before `connect` throws a clear error.
 */
export function companionShell(): CompanionShell {
  let s: Shell | null = null;
  const need = (): Shell => {
    if (s) return s;
    throw new Error('this expansion\'s UI was used before the shell connected it (ExpansionUi.connect)');
  };
  const LocaleController = function LocaleController(host: ReactiveControllerHost): ReactiveController {
    return new (need().LocaleController)(host); // `new` returns the shell's own controller
  } as unknown as Shell['LocaleController'];
  return {
    connect(shell) { s = shell; },
    get connected() { return s !== null; },
    t: (key, params, fallback) => need().t(key, params, fallback),
    plural: (key, count, params) => need().plural(key, count, params),
    getLocale: () => need().getLocale(),
    LocaleController,
    get sharedStyles() { return need().sharedStyles; },
    joinNames: (names) => need().joinNames(names),
    compassOf: (dx, dy) => need().compassOf(dx, dy),
    squareWhere: (x, y) => need().squareWhere(x, y),
    optionValueName: (moduleId, key, value) => need().optionValueName(moduleId, key, value),
    phaseLabel: (id) => need().phaseLabel(id),
    playerLook: (colour) => need().playerLook(colour),
    playerStyle: (colour) => need().playerStyle(colour),
    colorNumber: (hex) => need().colorNumber(hex),
    get tilePx() { return need().tilePx; },
    sounds: {
      play: (name) => need().sounds.play(name),
      voiced: (type) => need().sounds.voiced(type),
      moment: (moment) => need().sounds.moment(moment),
      get muted() { return need().sounds.muted; },
    },
    eventSound: (event) => need().eventSound(event),
    startWorker: () => need().startWorker(),
    runInPage: (job, payload) => need().runInPage(job, payload),
  };
}
