// A small W3C WebDriver client over fetch for WebKitGTK (the iPad's engine family): Debian's
// `WebKitWebDriver` drives `MiniBrowser` on a private Xvfb display. Only what the WebKit test
// needs: navigate, run scripts, pointer and key actions, screenshots, windows.
//
// Facts about this driver that shape the API (measured on WebKitGTK 2.50):
// - pointer actions of type "touch" arrive as mouse events, so taps here are mouse clicks;
// - there is no console-log endpoint: the test installs its own listeners (pageLoadStrategy
//   "none" lets a script run before the app's module script);
// - send-keys does not move an <input type=range>: use arrow keys on the focused slider;
// - each session starts with empty storage (an ephemeral profile for the whole session).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef { [ELEMENT]: string }

/** Keys of the WebDriver key table used by the test. */
export const KEY = { ArrowRight: '\uE014', ArrowLeft: '\uE012', Enter: '\uE007' } as const;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd), so parallel runs never collide. */
async function startXvfb(): Promise<{ proc: ChildProcess; display: string }> {
  const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('Xvfb did not report a display within 20 s')), 20_000);
    proc.once('error', (e) => { clearTimeout(timer); fail(e); });
    proc.stdio[3]!.once('data', (d: Buffer) => { clearTimeout(timer); ok(`:${String(d).trim()}`); });
  });
  return { proc, display };
}

export class WebDriverError extends Error {
  constructor(readonly code: string, message: string) {
    super(`WebDriver ${code}: ${message}`);
  }
}

export class WebKitSession {
  private constructor(
    private readonly base: string,
    private readonly id: string,
    private readonly procs: ChildProcess[],
  ) {}

  /** Xvfb, the driver and one MiniBrowser session. Throws a clear message when a piece is missing. */
  static async start(): Promise<WebKitSession> {
    for (const need of ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', MINIBROWSER]) {
      if (!existsSync(need)) throw new Error(`${need} is missing: apt-get install -y webkit2gtk-driver xvfb (see .ci/run)`);
    }
    const xvfb = await startXvfb();
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display }, stdio: ['ignore', 'ignore', 'ignore'],
    });
    const base = `http://127.0.0.1:${port}`;
    const procs = [driver, xvfb.proc];
    try {
      for (let i = 0; ; i++) {
        try { if ((await fetch(`${base}/status`)).ok) break; } catch { /* not listening yet */ }
        if (i > 200) throw new Error('WebKitWebDriver did not start within 20 s');
        await sleep(100);
      }
      const created = await call(base, 'POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser', pageLoadStrategy: 'none',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          },
        },
      }) as { sessionId: string };
      return new WebKitSession(base, created.sessionId, procs);
    } catch (e) {
      for (const p of procs) p.kill();
      throw e;
    }
  }

  private cmd(method: string, path: string, body?: unknown): Promise<unknown> {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }

  async quit(): Promise<void> {
    await this.cmd('DELETE', '').catch(() => undefined);
    for (const p of this.procs) p.kill();
  }

  setWindowSize(width: number, height: number): Promise<unknown> {
    return this.cmd('POST', '/window/rect', { width, height });
  }

  /** Starts loading `url` and returns at once (pageLoadStrategy "none"). */
  navigate(url: string): Promise<unknown> {
    return this.cmd('POST', '/url', { url });
  }

  /** Runs `fn` in the page with JSON arguments; its (JSON) result comes back. */
  async run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const script = `return (${fn.toString()}).apply(null, arguments);`;
    // Promises are awaited through the async endpoint (the sync one would return {}).
    const out = await this.cmd('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (function () { ${script} }).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
          .then((v) => done({ ok: v === undefined ? null : v }), (e) => done({ error: String(e && e.stack || e) }));`,
      args,
    }) as { ok?: unknown; error?: string };
    if (out.error) throw new Error(`in the page: ${out.error}`);
    return out.ok as Awaited<R>;
  }

  /** Polls `fn` in the page until `accept` holds; the last value is in the error otherwise. */
  async poll<A extends unknown[], R>(fn: (...args: A) => R, accept: (v: Awaited<R>) => boolean, what: string, timeout = 60_000, ...args: A): Promise<Awaited<R>> {
    const end = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        last = await this.run(fn, ...args);
        if (accept(last as Awaited<R>)) return last as Awaited<R>;
      } catch (e) {
        last = e; // the page may be between documents
      }
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
      await sleep(150);
    }
  }

  /** A click at viewport coordinates (CSS px) by a mouse pointer: press, short hold, release. */
  click(x: number, y: number): Promise<unknown> {
    return this.cmd('POST', '/actions', {
      actions: [{
        type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: 0 }, { type: 'pause', duration: 60 }, { type: 'pointerUp', button: 0 },
        ],
      }],
    });
  }

  /** Presses and releases each key in turn (to the focused element). */
  keys(...keys: string[]): Promise<unknown> {
    return this.cmd('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: keys.flatMap((k) => [{ type: 'keyDown', value: k }, { type: 'keyUp', value: k }]) }],
    });
  }

  element(ref: ElementRef): string {
    return ref[ELEMENT];
  }

  clear(ref: ElementRef): Promise<unknown> {
    return this.cmd('POST', `/element/${this.element(ref)}/clear`, {});
  }

  type(ref: ElementRef, text: string): Promise<unknown> {
    return this.cmd('POST', `/element/${this.element(ref)}/value`, { text });
  }

  async screenshot(path: string): Promise<void> {
    const png = await this.cmd('GET', '/screenshot') as string;
    await writeFile(path, Buffer.from(png, 'base64'));
  }

  /** Opens a fresh top-level window (a new page, a new web process), switches to it, closes the old one. */
  async replaceWindow(): Promise<void> {
    const old = await this.cmd('GET', '/window') as string;
    const created = await this.cmd('POST', '/window/new', { type: 'window' }) as { handle: string };
    await this.cmd('POST', '/window', { handle: created.handle });
    await this.cmd('POST', '/window', { handle: old });
    await this.cmd('DELETE', '/window');
    await this.cmd('POST', '/window', { handle: created.handle });
  }
}

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method, headers: { 'content-type': 'application/json' },
    body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const json = await res.json() as { value: unknown };
  const v = json.value as { error?: string; message?: string } | null;
  if (v && typeof v === 'object' && typeof v.error === 'string') throw new WebDriverError(v.error, v.message ?? '');
  return json.value;
}
