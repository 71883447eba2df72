// What the table hears for what happened: the engine's own events (from real games, not made-up
// objects where the engine can produce them) and the UI moments, mapped to sound names and times.
import { describe, expect, it, vi } from 'vitest';
import { nextInt, seedRng, type GameEvent } from '../../../core/index.js';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { ui as catapultUi } from '../../../expansions/catapult/ui/index.js';
import { impactTime, ShotSounds } from '../../../expansions/catapult/ui/shot-sounds.js';
import { ui as siegeUi } from '../../../expansions/siege/ui/index.js';
import { registerExpansionUi } from '../../../ui/panels/registry.js';
import { Session, type SessionMoment } from '../../../ui/game/session.js';
import { sounds } from '../../../ui/sound/index.js';
import { CUE_GAP_MS, cuesFor, eventSound, eventSounds, HANDOFF_DELAY_MS, SHELL_SOUNDS } from '../../../ui/sound/cues.js';
import { moduleSoundFiles } from '../../../ui/sound/catalog.js';
import { setup } from '../../helpers.js';

// The expansions' own sound files, found as the shell finds them (ui/sound/index.ts).
const MODULE_FILES = moduleSoundFiles(import.meta.glob<string>('../../../expansions/*/ui/sounds/*.wav', { eager: true, query: '?url', import: 'default' }));
const ALL_SOUNDS: string[] = [...SHELL_SOUNDS, ...MODULE_FILES.files.map((f) => f.name)];

// The expansions' cues come with their companions, as in the app once a game starts.
registerExpansionUi(catapultUi);
registerExpansionUi(siegeUi);

/** Plays a session with seeded random legal moves, collecting every moment it tells. */
function playWatched(seed: number, actions: number) {
  const s = Session.start(BUILT_IN_MODULES, setup(2, { seed }), 'test');
  const moments: SessionMoment[] = [];
  s.watch((m) => moments.push(m));
  const rng = seedRng(seed);
  for (let i = 0; i < actions && !s.finished; i++) {
    const choices = s.game.choices();
    expect(s.apply(choices[nextInt(rng, choices.length)]).ok).toBe(true);
  }
  return { s, moments };
}

describe('game events → sounds', () => {
  it('a placement thuds, a follower clicks, and the end of a turn adds the handoff notes last', () => {
    const { moments } = playWatched(3, 2);
    const [place, deploy] = moments;
    expect(place).toMatchObject({ kind: 'applied', handoff: null });
    expect(cuesFor(place)).toEqual([{ sound: 'tile', at: 0 }]);
    // The second action (deploy or pass) ends the turn: the next player is handed the tablet.
    expect(deploy).toMatchObject({ kind: 'applied', handoff: 'turn' });
    const cues = cuesFor(deploy);
    expect(cues.at(-1)?.sound).toBe('handoff');
    const deployed = deploy.kind === 'applied' && deploy.events.some((e) => e.type === 'deployed');
    if (deployed) expect(cues[0]).toEqual({ sound: 'follower', at: 0 });
  });

  it('a completed feature chimes once, however many score events one action brings', () => {
    const { moments } = playWatched(7, 400);
    const scoring = moments.find((m) => m.kind === 'applied' && m.events.some((e) => e.type === 'score'
      && Object.values((e.event as { points: Record<string, number> }).points).some((p) => p > 0)));
    expect(scoring).toBeDefined();
    const sounds = eventSounds(scoring!.kind === 'applied' ? scoring!.events : []);
    expect(sounds.filter((s) => s === 'score')).toEqual(['score']);
    // Followers going home after scoring are part of the chime, not a click of their own.
    const returned: GameEvent = { type: 'follower-returned', reason: 'scored', follower: {} };
    expect(eventSound(returned)).toBeNull();
  });

  it('final scoring: one chime for the whole list, no handoff after the last action', () => {
    const { s, moments } = playWatched(5, 100_000);
    expect(s.finished).toBe(true);
    const last = moments.at(-1)!;
    expect(last).toMatchObject({ kind: 'applied', handoff: null });
    const cues = cuesFor(last);
    expect(cues.filter((c) => c.sound === 'score')).toHaveLength(1);
    expect(cues.some((c) => c.sound === 'handoff')).toBe(false);
  });

  it('catapult and siege events: bonk for hits and knock-outs, clap for a catch, click for an escape', () => {
    const hit = { x: 1, y: 0, at: 'N' };
    expect(eventSound({ type: 'catapult/shot', hits: [hit] })).toBe('catapult/hit');
    expect(eventSound({ type: 'catapult/shot', hits: [] })).toBeNull();
    expect(eventSound({ type: 'follower-returned', reason: 'catapult/knockout' })).toBe('catapult/hit');
    expect(eventSound({ type: 'catapult/throw', result: 'caught' })).toBe('catapult/catch');
    expect(eventSound({ type: 'catapult/throw', result: 'touched' })).toBe('catapult/hit');
    expect(eventSound({ type: 'catapult/throw', result: 'short' })).toBe('tile');
    expect(eventSound({ type: 'siege/escaped' })).toBe('follower');
    expect(eventSound({ type: 'drawn' })).toBeNull();
    expect(eventSound({ type: 'catapult/round-start' })).toBeNull();
    expect(eventSound({ type: 'score', event: { points: { 0: 0 } } })).toBeNull();
    // A shot that knocks out two followers: one bonk.
    const shot: GameEvent[] = [
      { type: 'catapult/shot', hits: [hit, hit] },
      { type: 'follower-returned', reason: 'catapult/knockout' },
      { type: 'follower-returned', reason: 'catapult/knockout' },
    ];
    expect(eventSounds(shot)).toEqual(['catapult/hit']);
  });

  it('skips what a panel already voiced live (the bonk at impact, the clap at the catch)', () => {
    const shot: GameEvent[] = [
      { type: 'catapult/shot', hits: [{ x: 1, y: 0, at: 'N' }] },
      { type: 'follower-returned', reason: 'catapult/knockout' },
    ];
    expect(eventSounds(shot, new Set(['catapult/shot']))).toEqual([]);
    expect(eventSounds([{ type: 'catapult/throw', result: 'caught' }], new Set(['catapult/throw']))).toEqual([]);
  });
});

describe('moments → cues', () => {
  it('spaces the sounds of one action and puts the handoff after a pause', () => {
    const events: GameEvent[] = [{ type: 'deployed' }, { type: 'score', event: { points: { 0: 4 } } }, { type: 'drawn' }];
    expect(cuesFor({ kind: 'applied', events, handoff: 'turn' })).toEqual([
      { sound: 'follower', at: 0 },
      { sound: 'score', at: CUE_GAP_MS },
      { sound: 'handoff', at: CUE_GAP_MS + HANDOFF_DELAY_MS },
    ]);
    expect(cuesFor({ kind: 'applied', events: [{ type: 'drawn' }], handoff: 'act' })).toEqual([{ sound: 'handoff', at: 0 }]);
  });

  it('undo swishes, a handTo plays the handoff notes', () => {
    expect(cuesFor({ kind: 'undone' })).toEqual([{ sound: 'undo', at: 0 }]);
    expect(cuesFor({ kind: 'handed' })).toEqual([{ sound: 'handoff', at: 0 }]);
  });

  it('the session tells an undo and a handTo', () => {
    const s = Session.start(BUILT_IN_MODULES, setup(2, { seed: 2 }), 'test');
    const moments: SessionMoment[] = [];
    const stop = s.watch((m) => moments.push(m));
    const spot = s.placementSpots()[0];
    s.tapCell(spot.x, spot.y);
    s.confirmPlacement();
    expect(s.undo()).toBe(true);
    s.handTo(1);
    stop();
    s.handTo(0);
    expect(moments.map((m) => m.kind)).toEqual(['applied', 'undone', 'handed']);
  });

  it('every cue names a sound that exists: the shell\'s own, or a file in the module\'s ui/sounds/', () => {
    expect(MODULE_FILES.skipped).toEqual([]);
    // The catapult's sounds are its own files now, none of them the shell's.
    expect(MODULE_FILES.files.map((f) => f.name).filter((n) => n.startsWith('catapult/')).sort())
      .toEqual(['catapult/catch', 'catapult/clack', 'catapult/hit', 'catapult/launch', 'catapult/skid', 'catapult/thud']);
    const hit = { x: 1, y: 0, at: 'N' };
    const events: GameEvent[] = [
      { type: 'placed' }, { type: 'deployed' }, { type: 'follower-moved' }, { type: 'score', event: { points: { 0: 3 } } },
      { type: 'follower-returned', reason: 'catapult/knockout' }, { type: 'follower-returned', reason: 'siege/escape' },
      { type: 'catapult/shot', hits: [hit] }, { type: 'catapult/swapped' }, { type: 'siege/escaped' },
      ...['caught', 'touched', 'short', 'far'].map((result) => ({ type: 'catapult/throw', result })),
    ];
    const all = [cuesFor({ kind: 'undone' }), cuesFor({ kind: 'handed' }), cuesFor({ kind: 'applied', events, handoff: 'turn' })].flat();
    expect(all.length).toBeGreaterThan(5);
    for (const c of all) expect(ALL_SOUNDS).toContain(c.sound);
  });
});

describe('catapult impact time', () => {
  it('is when the first other piece starts to move; null when the token touched nothing', () => {
    const token = [{ t: 0, x: 0, y: 0 }, { t: 0.4, x: 2, y: 2 }];
    expect(impactTime({ token, a: [{ t: 0.31, x: 1, y: 1 }, { t: 0.5, x: 1.2, y: 1 }], b: [{ t: 0.27, x: 3, y: 1 }] })).toBe(0.27);
    expect(impactTime({ token })).toBeNull();
    expect(impactTime({ token, a: [] })).toBeNull();
  });
});

describe('the catapult panel\'s live sounds', () => {
  it('marks the shot voiced before it is applied, then bonks once per flight when the simulated time reaches the first impact', () => {
    const play = vi.spyOn(sounds, 'play'), voiced = vi.spyOn(sounds, 'voiced');
    const live = new ShotSounds();
    const paths = { token: [{ t: 0, x: 0, y: 0 }], a: [{ t: 0.3, x: 1, y: 1 }] };
    live.launch();
    expect(play.mock.calls).toEqual([['catapult/launch']]);
    play.mockClear();
    live.willVoice(); // the shot enters the record before its flight is shown
    expect(voiced).toHaveBeenCalledWith('catapult/shot');
    const flight = {};
    live.flying(flight, paths, 0.1);
    expect(play).not.toHaveBeenCalled();
    live.flying(flight, paths, 0.31);
    live.flying(flight, paths, 0.5);
    expect(play.mock.calls).toEqual([['catapult/hit']]);
    live.flying({}, paths, 0.4); // the next shot
    expect(play).toHaveBeenCalledTimes(2);
    live.flying({}, { token: paths.token }, 1); // touched nothing: silent
    expect(play).toHaveBeenCalledTimes(2);
    live.judged('caught');
    expect(play).toHaveBeenLastCalledWith('catapult/catch');
    for (const [name] of play.mock.calls) expect(ALL_SOUNDS).toContain(name);
    expect(voiced).toHaveBeenLastCalledWith('catapult/throw');
    vi.restoreAllMocks();
  });
});
