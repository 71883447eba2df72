// What is alive in a page or a worker, read over CDP (the soak bench and test): a forced garbage
// collection, the number of live objects of a class (Runtime.queryObjects walks the heap for every
// object with that prototype in its chain), the bytes of every WebAssembly memory (Rapier's heap),
// and the app's workers reached through the page's session (auto-attached, unflattened: one
// session carries their messages).
import type { CDPSession } from 'playwright-core';

/** One CDP call on a page's or a worker's session. */
export type Send = <T>(method: string, params?: object) => Promise<T>;
interface RemoteObject { type?: string; objectId?: string; value?: unknown }

export const pageSend = (cdp: CDPSession): Send => (method, params) => cdp.send(method as 'Runtime.evaluate', params as never) as never;

export async function collectGarbage(send: Send): Promise<void> {
  for (let i = 0; i < 2; i++) await send('HeapProfiler.collectGarbage');
}

/**
 * Keeps the prototype `expr` evaluates to under `window.__live_<name>` (evaluated over CDP: the
 * app's Content-Security-Policy refuses eval), so its instances can be counted once none is
 * reachable from the app any more (e.g. Pixi's classes after the board is gone). False when
 * `expr` does not give an object now.
 */
export async function keepPrototype(send: Send, name: string, expr: string): Promise<boolean> {
  const r = await send<{ result: RemoteObject; exceptionDetails?: unknown }>('Runtime.evaluate', { expression: `window.__live_${name} = ${expr}` });
  return !r.exceptionDetails && r.result.type === 'object';
}

/** How many objects alive have `protoExpr` (evaluated there) in their prototype chain; null when it gives no object. */
export async function liveCount(send: Send, protoExpr: string): Promise<number | null> {
  return onInstances(send, protoExpr, 'function () { return this.length; }') as Promise<number | null>;
}

/** Bytes of every WebAssembly memory alive (a memory grows and never shrinks: Rapier worlds never freed show as growth). */
export async function wasmBytes(send: Send): Promise<number> {
  return (await onInstances(send, 'WebAssembly.Memory.prototype', 'function () { return this.reduce((s, m) => s + m.buffer.byteLength, 0); }')) as number;
}

async function onInstances(send: Send, protoExpr: string, fn: string): Promise<unknown> {
  const group = 'live-objects';
  try {
    const proto = await send<{ result: RemoteObject }>('Runtime.evaluate', { expression: protoExpr, objectGroup: group });
    if (!proto.result.objectId) return null;
    const { objects } = await send<{ objects: RemoteObject }>('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId, objectGroup: group });
    const r = await send<{ result: RemoteObject }>('Runtime.callFunctionOn', { objectId: objects.objectId, functionDeclaration: fn, returnByValue: true });
    return r.result.value;
  } finally {
    await send('Runtime.releaseObjectGroup', { objectGroup: group });
  }
}

/** The page's dedicated workers (the app worker's instances), each with a Send of its own. */
export class PageWorkers {
  private readonly sessions = new Map<string, string>(); // session id → url
  private id = 1;
  private readonly calls = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();

  private constructor(private readonly cdp: CDPSession) {
    cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
      if (targetInfo.type === 'worker') this.sessions.set(sessionId, targetInfo.url);
    });
    cdp.on('Target.detachedFromTarget', ({ sessionId }) => { this.sessions.delete(sessionId); });
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const m = JSON.parse(message) as { id?: number; result?: unknown; error?: { message: string } };
      const call = m.id === undefined ? undefined : this.calls.get(m.id);
      if (!call) return;
      this.calls.delete(m.id!);
      if (m.error) call.fail(new Error(m.error.message)); else call.ok(m.result);
    });
  }

  /** Attaches to the page's workers now and to every one started later. */
  static async watch(cdp: CDPSession): Promise<PageWorkers> {
    const w = new PageWorkers(cdp);
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    return w;
  }

  /** One Send per worker alive now. */
  get all(): Send[] {
    return [...this.sessions.keys()].map((sessionId) => (method, params = {}) => {
      const id = this.id++;
      return new Promise((ok, fail) => {
        this.calls.set(id, { ok: ok as (v: unknown) => void, fail });
        this.cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(fail);
      });
    });
  }
}
