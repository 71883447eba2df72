// The WebKit test's view of the page: listeners installed before the app's own script (errors,
// unhandled rejections, CSP violations, console.error, the workers it starts), a deep query through the lit
// components' shadow roots, and taps on elements and on board squares, as a player makes them.
import type { ElementRef, WebKitSession } from './driver.js';

declare global {
  interface Window {
    __wk?: {
      errors: string[]; warnings: string[]; workers: string[]; doc: Document;
      find(selector: string, text?: string): Element | null;
    };
  }
  interface Document { __wkLeaving?: boolean }
}

/**
 * Runs in the page as soon as the new document exists. Returns 'old' while the previous document
 * is still there, 'late' when the app's script already ran (the listeners would miss its start).
 */
function install(url: string): 'old' | 'late' | 'early' {
  // Marks are kept on the document: WebKit reuses the Window of the first about:blank page.
  if (document.__wkLeaving || !document.URL.startsWith(url)) return 'old';
  if (window.__wk?.doc === document) return 'early';
  const early = window.__carcassonne === undefined;
  const wk = {
    errors: [] as string[], warnings: [] as string[], workers: [] as string[], doc: document,
    find(selector: string, text?: string): Element | null {
      const walk = (root: Document | ShadowRoot): Element | null => {
        for (const el of root.querySelectorAll(selector)) {
          if (text === undefined || (el.textContent ?? '').includes(text)) return el;
        }
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot) { const hit = walk(el.shadowRoot); if (hit) return hit; }
        }
        return null;
      };
      return walk(document);
    },
  };
  window.__wk = wk;
  window.addEventListener('error', (e) => {
    const target = e.target as Element | null;
    wk.errors.push(e instanceof ErrorEvent ? `error: ${e.message} at ${e.filename}:${e.lineno}` : `failed to load: <${target?.tagName}> ${(target as HTMLImageElement | null)?.src ?? ''}`);
  }, true);
  document.addEventListener('securitypolicyviolation', (e) => {
    wk.errors.push(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
  });
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as { stack?: string } | undefined;
    wk.errors.push(`unhandled rejection: ${r?.stack ?? String(e.reason)}`);
  });
  const error = console.error.bind(console), warn = console.warn.bind(console);
  console.error = (...a: unknown[]) => { wk.errors.push(`console.error: ${a.map(String).join(' ')}`); error(...a); };
  console.warn = (...a: unknown[]) => { wk.warnings.push(a.map(String).join(' ')); warn(...a); };
  const Original = window.Worker;
  if (Original) {
    window.Worker = class extends Original {
      constructor(script: string | URL, options?: WorkerOptions) {
        super(script, options);
        wk.workers.push(String(script));
      }
    };
  }
  return early ? 'early' : 'late';
}

export class AppPage {
  /** Errors and warnings from every document this page has shown so far. */
  readonly errors: string[] = [];
  readonly warnings: string[] = [];

  constructor(readonly wk: WebKitSession, readonly url: string) {}

  /** Loads the app with the listeners in place before its script runs (retries if it was too quick). */
  async open(): Promise<void> {
    await this.collect();
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.wk.run(() => { document.__wkLeaving = true; }).catch(() => undefined);
      await this.wk.navigate(this.url);
      // Asked back to back, without a pause: the new document lives some hundreds of ms before
      // the app's module runs (its script is fetched first), and the first ask must land there.
      let state: string = 'old';
      for (const end = Date.now() + 30_000; state === 'old' && Date.now() < end;) {
        state = await this.wk.run(install, this.url).catch(() => 'old');
      }
      if (state === 'early') return;
      // 'late' only when the poll happened to miss the gap; a new load gets another chance.
    }
    throw new Error('could not install the error listeners before the app started (5 loads)');
  }

  /** Moves what the current document recorded into `errors`/`warnings` (before it is replaced). */
  async collect(): Promise<void> {
    const got = await this.wk.run(() => {
      const w = window.__wk;
      if (!w) return null;
      const out = { errors: w.errors.splice(0), warnings: w.warnings.splice(0) };
      return out;
    }).catch(() => null);
    if (got) { this.errors.push(...got.errors); this.warnings.push(...got.warnings); }
  }

  workers(): Promise<string[]> {
    return this.wk.run(() => window.__wk?.workers ?? []);
  }

  async exists(selector: string, text?: string): Promise<boolean> {
    return this.wk.run((s, tx) => window.__wk?.find(s, tx ?? undefined) != null, selector, text ?? null);
  }

  async waitFor(selector: string, text?: string, timeout = 60_000): Promise<void> {
    await this.wk.poll((s, tx) => window.__wk?.find(s, tx ?? undefined) != null, (v) => v, selector, timeout, selector, text ?? null);
  }

  /** The element (for the driver's element commands), scrolled into view. */
  async element(selector: string, text?: string): Promise<ElementRef> {
    await this.waitFor(selector, text);
    return this.wk.run((s, tx) => {
      const el = window.__wk!.find(s, tx ?? undefined)!;
      el.scrollIntoView({ block: 'center' });
      return el as unknown as ElementRef;
    }, selector, text ?? null);
  }

  /** Taps (clicks) the middle of the element. */
  async tap(selector: string, text?: string): Promise<void> {
    await this.waitFor(selector, text);
    const at = await this.wk.run((s, tx) => {
      const el = window.__wk!.find(s, tx ?? undefined)!;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, selector, text ?? null);
    await this.wk.click(at.x, at.y);
  }

  text(selector: string): Promise<string> {
    return this.wk.run((s) => (window.__wk!.find(s) as HTMLElement | null)?.innerText ?? '', selector);
  }

  /** Taps a world point on the board; first brings it into view when it is near the edge. */
  async tapWorld(x: number, y: number): Promise<void> {
    // The board turns to each shooter and back after a catapult round: a point taken while it is
    // still turning would be somewhere else by the time the tap lands.
    await this.wk.poll(() => window.__carcassonne.board!.cameraMoving, (moving) => !moving, 'the board to settle', 10_000);
    const at = await this.wk.run((wx, wy) => {
      const board = window.__carcassonne.board!;
      const canvas = window.__wk!.find('[data-test=board]')!.getBoundingClientRect();
      let p = board.worldToClient(wx, wy);
      const inside = p.x > canvas.left + 30 && p.x < canvas.right - 30 && p.y > canvas.top + 30 && p.y < canvas.bottom - 30;
      if (!inside) { board.centerOn(wx, wy, false); p = board.worldToClient(wx, wy); }
      return p;
    }, x, y);
    await this.wk.click(at.x, at.y);
  }

  screenshot(name: string): Promise<void> {
    return this.wk.screenshot(`test-results/webkit-${name}.png`);
  }
}
