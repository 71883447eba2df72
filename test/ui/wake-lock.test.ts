// The screen stays on while a game is on the table (ui/platform/wake-lock.ts): held while a game
// is shown, the page visible and the table in use; asked for again when the page is shown again;
// let go after ten minutes without a touch or a move, and when the game is left; a browser that
// refuses or lacks the API changes nothing.
import { describe, expect, it } from 'vitest';
import { IDLE_RELEASE_MS, ScreenKeeper, type SentinelLike, type WakeLockEnv, type WakeLockState } from '../../ui/platform/wake-lock.js';

class FakeSentinel implements SentinelLike {
  released = false;
  private listeners: (() => void)[] = [];
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    for (const l of this.listeners) l();
  }
  addEventListener(_type: 'release', listener: () => void): void {
    this.listeners.push(listener);
  }
}

/** A page with a fake clock, visibility and wake lock API. Requests are answered by `answer`. */
class FakePage implements WakeLockEnv {
  visible = true;
  time = 0;
  requests = 0;
  /** Sentinels handed out, live or released. */
  sentinels: FakeSentinel[] = [];
  answer: 'grant' | 'refuse' | 'wait' = 'grant';
  /** Requests not answered yet (answer 'wait'), in order. */
  private waiting: { grant: () => void; refuse: () => void }[] = [];
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 1;
  private visibilityListeners: (() => void)[] = [];
  wakeLock?: WakeLockEnv['wakeLock'] = {
    request: () => {
      this.requests++;
      if (this.answer === 'refuse') return Promise.reject(new DOMException('no', 'NotAllowedError'));
      const made = () => { const s = new FakeSentinel(); this.sentinels.push(s); return s; };
      if (this.answer === 'wait') {
        return new Promise<SentinelLike>((resolve, reject) => this.waiting.push({
          grant: () => resolve(made()), refuse: () => reject(new DOMException('hidden', 'NotAllowedError')),
        }));
      }
      return Promise.resolve(made());
    },
  };

  isVisible = () => this.visible;
  onVisibilityChange(listener: () => void): () => void {
    this.visibilityListeners.push(listener);
    return () => { this.visibilityListeners = this.visibilityListeners.filter((l) => l !== listener); };
  }
  setTimer(fn: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, fn, id });
    return id;
  }
  clearTimer(timer: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== timer);
  }
  now = () => this.time;

  /** The page is hidden or shown; a hidden page loses its locks, as browsers do. */
  async setVisible(visible: boolean): Promise<void> {
    this.visible = visible;
    if (!visible) for (const s of this.sentinels) await s.release();
    for (const l of [...this.visibilityListeners]) l();
    await settle();
  }
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = due.at;
      this.timers = this.timers.filter((t) => t !== due);
      due.fn();
    }
    this.time = end;
    await settle();
  }
  async grantWaiting(): Promise<void> {
    for (const w of this.waiting.splice(0)) w.grant();
    await settle();
  }
  /** Answers the oldest request still waiting. */
  async answerOldest(answer: 'grant' | 'refuse'): Promise<void> {
    this.waiting.shift()![answer]();
    await settle();
  }
  held(): number {
    return this.sentinels.filter((s) => !s.released).length;
  }
  listening(): number {
    return this.visibilityListeners.length;
  }
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function keeperOn(page: FakePage): { keeper: ScreenKeeper; states: WakeLockState[] } {
  const keeper = new ScreenKeeper(page);
  const states: WakeLockState[] = [];
  keeper.onChange((s) => states.push(s));
  return { keeper, states };
}

describe('keeping the screen on during a game', () => {
  it('holds one lock while the game is shown and lets it go when the game is left', async () => {
    const page = new FakePage();
    const { keeper, states } = keeperOn(page);
    expect(keeper.state).toBe('off');
    keeper.start();
    await settle();
    expect(keeper.state).toBe('held');
    expect(page.held()).toBe(1);
    // Moves and touches while it is held ask for nothing more.
    keeper.activity(); keeper.activity();
    await settle();
    expect(page.requests).toBe(1);
    keeper.stop();
    await settle();
    expect(keeper.state).toBe('off');
    expect(page.held()).toBe(0);
    expect(page.listening()).toBe(0);
    expect(states).toEqual(['asking', 'held', 'off']);
  });

  it('asks again when the page is shown again: the browser dropped the lock while it was hidden', async () => {
    const page = new FakePage();
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    await page.setVisible(false);
    expect(keeper.state).toBe('hidden');
    expect(page.held()).toBe(0);
    // A move made while hidden (a computer's) asks for nothing: a hidden page cannot hold a lock.
    keeper.activity();
    await settle();
    expect(page.requests).toBe(1);
    await page.setVisible(true);
    expect(keeper.state).toBe('held');
    expect(page.requests).toBe(2);
    expect(page.held()).toBe(1);
  });

  it('lets the screen sleep after ten minutes without a touch or a move, and holds it again at the next one', async () => {
    const page = new FakePage();
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    await page.advance(IDLE_RELEASE_MS - 60_000);
    keeper.activity(); // a move nine minutes in: ten more minutes from here
    await page.advance(IDLE_RELEASE_MS - 1_000);
    expect(keeper.state).toBe('held');
    expect(page.held()).toBe(1);
    await page.advance(1_000);
    expect(keeper.state).toBe('idle');
    expect(page.held()).toBe(0);
    keeper.activity();
    await settle();
    expect(keeper.state).toBe('held');
    expect(page.held()).toBe(1);
    expect(page.requests).toBe(2);
  });

  it('a refusal changes nothing in the game and is asked again at the next activity', async () => {
    const page = new FakePage();
    page.answer = 'refuse';
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    expect(keeper.state).toBe('refused');
    page.answer = 'grant';
    keeper.activity();
    await settle();
    expect(keeper.state).toBe('held');
    expect(page.requests).toBe(2);
  });

  it('a lock granted after the game was left is let go at once', async () => {
    const page = new FakePage();
    page.answer = 'wait';
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    expect(keeper.state).toBe('asking');
    keeper.activity(); // still asking: no second request
    expect(page.requests).toBe(1);
    keeper.stop();
    await page.grantWaiting();
    expect(keeper.state).toBe('off');
    expect(page.held()).toBe(0);
  });

  it('a request answered after the page was hidden and shown again is not the one that counts', async () => {
    // The power button pressed twice while the first request was under way: the browser refuses
    // that one (its page got hidden); showing the page asked anew, and that answer holds the lock.
    const page = new FakePage();
    page.answer = 'wait';
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    await page.setVisible(false);
    await page.setVisible(true);
    expect(page.requests).toBe(2);
    expect(keeper.state).toBe('asking');
    await page.answerOldest('refuse');
    expect(keeper.state).toBe('asking');
    await page.answerOldest('grant');
    expect(keeper.state).toBe('held');
    expect(page.held()).toBe(1);
  });

  it('leaving a game and starting the next one while a request is under way asks anew, and lets the old answer go', async () => {
    const page = new FakePage();
    page.answer = 'wait';
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    keeper.stop();
    keeper.start();
    expect(keeper.state).toBe('asking');
    expect(page.requests).toBe(2);
    await page.answerOldest('grant'); // the old game's: let go at once
    expect(page.held()).toBe(0);
    expect(keeper.state).toBe('asking');
    await page.answerOldest('grant');
    expect(keeper.state).toBe('held');
    expect(page.held()).toBe(1);
  });

  it('a lock the browser drops while the page stays visible is asked for again at the next activity', async () => {
    const page = new FakePage();
    const { keeper } = keeperOn(page);
    keeper.start();
    await settle();
    await page.sentinels[0].release(); // power saving
    expect(keeper.state).toBe('refused');
    keeper.activity();
    await settle();
    expect(keeper.state).toBe('held');
    expect(page.held()).toBe(1);
  });

  it('does nothing where the browser has no wake lock', async () => {
    const page = new FakePage();
    page.wakeLock = undefined;
    const { keeper } = keeperOn(page);
    keeper.start();
    keeper.activity();
    await page.advance(IDLE_RELEASE_MS * 2);
    expect(keeper.state).toBe('unsupported');
    expect(page.listening()).toBe(0);
    keeper.stop();
    expect(keeper.state).toBe('off');
  });
});
