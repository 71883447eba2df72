// The test hook, present in every build (deliberately: the e2e tests drive the built app, and a
// player's bug report can read it from the console). window.__carcassonne exposes:
//   session  – the Session being played (ui/game/session.ts), or null
//   game     – session.game (core Game: state, legalPlacements, choices, …)
//   board    – the BoardView (worldToClient, rendererName, centerOn, turn, cameraMoving), or null
//   report() – core report(game), the referee's JSON
//   offlineReady – true once the service worker has cached the app (it then works offline)
//   saved()  – resolves when every autosave so far is written to IndexedDB (or failed: see autosave.status)
//   autosave – the autosave queue (status, unsaved, commitTimes: ms from each change to its commit)
//   resumed  – how the last opened game was rebuilt: its actions, the snapshot it started from (null:
//              replayed in full, even when a snapshot was offered but did not fit), and the
//              ms from reading it out of IndexedDB to a playable session (the cold resume)
//   reopenErrors – why reopening the game that was open failed at start (each attempt), if it did
//   claimsPruned – how many claim rows the start's housekeeping dropped (GameStore.pruneClaims), null until it ran
//   soundsPlayed – how many sound effects have been started (read only; ui/sound)
//   soundState   – 'idle' (no gesture yet, or muted), 'loading', 'ready' or 'unavailable'
//   soundsLoaded – the names of the sounds decoded so far (the shell's and the expansions' own files)
//   askBot(setup, actions, strength) – a computer player's decision from its worker, with the think time (bench:ai)
//   wakeLock     – whether the screen is kept on: 'off' (no game shown), 'held', 'asking', 'hidden',
//                  'idle' (ten minutes without a touch or a move), 'refused' or 'unsupported' (ui/platform/wake-lock.ts)
//   cspViolations – Content-Security-Policy violations seen since the page loaded, one line each: the
//                   page's ("page: …") and, forwarded by it, the app worker's ("app worker: …"; ui/csp-violations.ts)
// It only reads and forwards; the UI never depends on it.
import { report, type GameView, type Report } from '../core/index.js';
import type { Session } from './game/session.js';
import type { Autosaver } from './storage/autosave.js';
import { sounds, type SoundState } from './sound/index.js';
import { askBot } from './ai/bot-client.js';
import { cspViolations, watchPageViolations } from './csp-violations.js';
import { screenKeeper, type WakeLockState } from './platform/wake-lock.js';

export interface BoardHandle {
  worldToClient(x: number, y: number): { x: number; y: number };
  clientToWorld(x: number, y: number): { x: number; y: number };
  /** The board area's size in CSS px, as the renderer has it. */
  readonly screenSize: { width: number; height: number };
  centerOn(x: number, y: number, animate?: boolean): void;
  zoomBy(factor: number, animate?: boolean): void;
  readonly rendererName: string;
  /** Marks of what changed since the player's last turn are on the board (or fading). */
  readonly showsChanges: boolean;
  /** How far the board is turned on screen (radians, clockwise), and whether its camera is still moving. */
  readonly turn: number;
  readonly cameraMoving: boolean;
  /** CSS px per tile at the zoom now. */
  readonly tileCss: number;
  /** How fast the board glides after a flick (CSS px/s); 0 when still. */
  readonly glideSpeed: number;
}

export interface TestHook {
  session: Session | null;
  board: BoardHandle | null;
  offlineReady: boolean;
  saved(): Promise<void>;
  autosave: Autosaver | null;
  resumed: { actions: number; fromSnapshot: number | null; ms: number } | null;
  reopenErrors: string[];
  claimsPruned: number | null;
  readonly soundsPlayed: number;
  readonly soundState: SoundState;
  readonly soundsLoaded: readonly string[];
  readonly game: GameView | null;
  report(): Report | null;
  askBot: typeof askBot;
  readonly cspViolations: readonly string[];
  readonly wakeLock: WakeLockState;
}

export const testHook: TestHook = {
  session: null,
  board: null,
  offlineReady: false,
  saved: () => Promise.resolve(),
  autosave: null,
  resumed: null,
  reopenErrors: [],
  claimsPruned: null,
  askBot,
  cspViolations,
  get soundsPlayed() {
    return sounds.played;
  },
  get soundState() {
    return sounds.state;
  },
  get soundsLoaded() {
    return sounds.loadedNames;
  },
  get wakeLock() {
    return screenKeeper().state;
  },
  get game() {
    return this.session?.game ?? null;
  },
  report() {
    return this.session ? report(this.session.game) : null;
  },
};

declare global {
  interface Window {
    __carcassonne: TestHook;
  }
}

if (typeof window !== 'undefined') {
  window.__carcassonne = testHook;
  watchPageViolations(document);
}
