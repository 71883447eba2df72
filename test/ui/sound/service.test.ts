// The sound service with a fake audio library: nothing loads before a gesture; after one every
// sound is added and plays; muted is silent, remembered, and (muted from the start) loads nothing;
// an audio library or a file that fails is reported once and never throws.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_MODULES } from '../../../expansions/index.js';
import { ui as catapultUi } from '../../../expansions/catapult/ui/index.js';
import { registerExpansionUi } from '../../../ui/panels/registry.js';
import { Session } from '../../../ui/game/session.js';
import { type SoundName } from '../../../ui/sound/cues.js';
import { moduleSoundFiles, shellSoundFiles, type SoundFile } from '../../../ui/sound/catalog.js';
import { MUTE_KEY, SoundService, type AudioLibrary, type SoundDeps } from '../../../ui/sound/service.js';
import { setup } from '../../helpers.js';

// Every sound as the app loads them: the shell's and the expansions' own files.
const FILES: SoundFile[] = [
  ...shellSoundFiles((name) => `sounds/${name}.wav`),
  ...moduleSoundFiles(import.meta.glob<string>('../../../expansions/*/ui/sounds/*.wav', { eager: true, query: '?url', import: 'default' })).files,
];

// The catapult's cues come with its companion, as in the app once a game starts.
registerExpansionUi(catapultUi);

class FakeLibrary implements AudioLibrary {
  legacy = false;
  volume = 1;
  added = new Map<SoundName, number>();
  plays: SoundName[] = [];
  resumed = 0;
  constructor(private readonly failing: readonly SoundName[] = []) {}
  setVolume(v: number) { this.volume = v; }
  async add(name: SoundName, source: { bytes: ArrayBuffer } | { url: string }, volume: number) {
    if (!('bytes' in source) || source.bytes.byteLength !== 8) throw new Error('expected the fetched bytes');
    if (this.failing.includes(name)) throw new Error(`cannot decode ${name}`);
    this.added.set(name, volume);
  }
  play(name: SoundName) { this.plays.push(name); }
  resume() { this.resumed++; }
  stopAll() {}
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, data };
}

function service(options: { lib?: FakeLibrary | Error; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const lib = options.lib ?? new FakeLibrary();
  const warnings: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let loads = 0;
  const deps: SoundDeps = {
    load: async () => { loads++; if (lib instanceof Error) throw lib; return lib; },
    fetchBytes: async () => new ArrayBuffer(8),
    files: () => FILES,
    storage: options.storage ?? memoryStorage(),
    warn: (m) => warnings.push(m),
    later: (fn, ms) => timers.push({ fn, ms }),
  };
  return { s: new SoundService(deps), lib, warnings, timers, loads: () => loads };
}

const settle = () => new Promise((ok) => setTimeout(ok, 0));

describe('SoundService', () => {
  it('loads nothing before a gesture; after the first one, adds every sound and plays', async () => {
    const { s, lib, loads } = service();
    s.play('tile');
    expect(s.state).toBe('idle');
    expect(loads()).toBe(0);
    const target = new EventTarget();
    s.arm(target);
    target.dispatchEvent(new Event('pointerdown'));
    expect(s.state).toBe('loading');
    await settle();
    expect(s.state).toBe('ready');
    expect(loads()).toBe(1);
    const fake = lib as FakeLibrary;
    expect([...fake.added.keys()].sort()).toEqual(FILES.map((f) => f.name).sort());
    // The shell's sounds at their own loudness, a module's at the level its file was mixed at.
    expect(fake.added.get('tile')).toBe(0.7);
    expect(fake.added.get('catapult/launch')).toBe(1);
    expect(fake.volume).toBeLessThan(1);
    s.play('tile');
    expect(fake.plays).toEqual(['tile']);
    expect(s.played).toBe(1);
    // A later gesture loads nothing again; it only wakes a suspended context.
    const resumedAfterLoad = fake.resumed;
    target.dispatchEvent(new Event('keydown'));
    expect(loads()).toBe(1);
    expect(fake.resumed).toBe(resumedAfterLoad + 1);
  });

  for (const type of ['touchend', 'pointerup', 'click']) {
    it(`counts a ${type} alone as the first gesture (all that Safari on iPad accepts)`, async () => {
      const { s, loads } = service();
      const target = new EventTarget();
      s.arm(target);
      target.dispatchEvent(new Event(type));
      expect(s.state).toBe('loading');
      await settle();
      expect(s.state).toBe('ready');
      expect(loads()).toBe(1);
    });
  }

  it('resumes the context when the page comes back from the background, not when it leaves, not when muted', async () => {
    const { s, lib } = service();
    const fake = lib as FakeLibrary;
    const target = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    s.arm(target, page);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(fake.resumed).toBe(0); // nothing loaded yet: nothing to resume, nothing loaded by it
    expect(s.state).toBe('idle');
    target.dispatchEvent(new Event('pointerup'));
    await settle();
    const base = fake.resumed;
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(fake.resumed).toBe(base);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(fake.resumed).toBe(base + 1);
    s.setMuted(true);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(fake.resumed).toBe(base + 1);
  });

  it('plays a moment\'s cues: the first at once, the later ones on their timers', async () => {
    const { s, lib, timers } = service();
    s.gesture();
    await settle();
    s.moment({ kind: 'applied', events: [{ type: 'placed' }, { type: 'score', event: { points: { 0: 3 } } }], handoff: 'turn' });
    expect((lib as FakeLibrary).plays).toEqual(['tile']);
    expect(timers.map((t) => t.ms)).toEqual([110, 560]);
    for (const t of timers) t.fn();
    expect((lib as FakeLibrary).plays).toEqual(['tile', 'score', 'handoff']);
  });

  it('a sound voiced live is not repeated when its event arrives, and only for that one action', async () => {
    const { s, lib } = service();
    s.gesture();
    await settle();
    const shot = { kind: 'applied' as const, events: [{ type: 'catapult/shot', hits: [{ x: 0, y: 0, at: 'N' }] }], handoff: null };
    s.voiced('catapult/shot');
    s.moment(shot);
    s.moment(shot);
    expect((lib as FakeLibrary).plays).toEqual(['catapult/hit']);
  });

  it('muted: silent, remembered, and when muted from the start nothing is loaded until unmuted', async () => {
    const storage = memoryStorage();
    const first = service({ storage });
    first.s.gesture();
    await settle();
    first.s.toggle();
    expect(first.s.muted).toBe(true);
    expect(storage.data.get(MUTE_KEY)).toBe('1');
    first.s.play('tile');
    expect(first.s.played).toBe(0);

    // The next visit starts muted: a gesture loads nothing (no AudioContext at all).
    const again = service({ storage });
    expect(again.s.muted).toBe(true);
    again.s.gesture();
    await settle();
    expect(again.loads()).toBe(0);
    // Unmuting is itself a gesture: now it loads and plays.
    again.s.setMuted(false);
    await settle();
    expect(storage.data.get(MUTE_KEY)).toBe('0');
    expect(again.s.state).toBe('ready');
    again.s.play('undo');
    expect(again.s.played).toBe(1);
  });

  it('without audio it warns once, stays silent and never throws', async () => {
    const { s, warnings } = service({ lib: new Error('no AudioContext') });
    s.gesture();
    await settle();
    expect(s.state).toBe('unavailable');
    expect(() => { s.play('tile'); s.moment({ kind: 'undone' }); s.gesture(); }).not.toThrow();
    expect(s.played).toBe(0);
    expect(warnings).toHaveLength(1);
  });

  it('a file that cannot be decoded is skipped (one warning); the others play', async () => {
    const { s, lib, warnings } = service({ lib: new FakeLibrary(['catapult/launch', 'catapult/catch']) });
    s.gesture();
    await settle();
    expect(s.state).toBe('ready');
    s.play('catapult/launch');
    s.play('catapult/hit');
    expect((lib as FakeLibrary).plays).toEqual(['catapult/hit']);
    expect(warnings).toHaveLength(1);
  });

  it('a play that throws is caught: the game goes on', async () => {
    const lib = new FakeLibrary();
    lib.play = () => { throw new Error('context closed'); };
    const { s, warnings } = service({ lib });
    s.gesture();
    await settle();
    expect(() => s.play('tile')).not.toThrow();
    expect(warnings).toHaveLength(1);
  });

  it('voices a real session: a confirmed placement plays the thud, an undo the swish', async () => {
    const { s, lib } = service();
    s.gesture();
    await settle();
    const session = Session.start(BUILT_IN_MODULES, setup(2, { seed: 9 }), 'test');
    session.watch((m) => s.moment(m));
    const spot = session.placementSpots()[0];
    session.tapCell(spot.x, spot.y);
    expect((lib as FakeLibrary).plays).toEqual([]); // choosing a square is not placing
    session.confirmPlacement();
    session.undo();
    expect((lib as FakeLibrary).plays).toEqual(['tile', 'undo']);
  });
});
