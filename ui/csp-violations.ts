// Content-Security-Policy violations (tools/csp.ts) the app has seen, for the browser tests and for
// anyone filing a bug report (`__carcassonne.cspViolations`, ui/test-hook.ts): the page's own, and
// the app worker's. A worker's violations are fired at its own global scope, which nothing outside
// it sees (the page's listeners do not, a test driver's page scripts do not, and a worker's console
// is easily missed): the app worker (ui/worker/csp-forward.ts) posts a one-line summary of each to
// the page that started it, and the page (ui/worker/client.ts) notes it here and logs it as an
// error on its own console, where the browser tests fail on it. No module-level side effects: the
// worker file imports the summary too.

/** The key of the message a worker posts for a violation: `{ [CSP_VIOLATION]: summary }`. */
export const CSP_VIOLATION = '__carcassonneCspViolation';

/** How many are kept (the first ones: a loop of refusals must not grow the list forever). */
const KEEP = 100;

/** A violation in one line: the directive, what it refused, and where (e.g. "script-src refused eval at …/app-worker-x.js:1:20"). */
export function describeViolation(e: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI' | 'sourceFile' | 'lineNumber' | 'columnNumber'>): string {
  return `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber}:${e.columnNumber}`;
}

/** A worker's message reporting a violation: its summary, else null (an ordinary reply). */
export function violationIn(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !(CSP_VIOLATION in data)) return null;
  return String((data as Record<string, unknown>)[CSP_VIOLATION]);
}

const seen: string[] = [];
let last = '';

/** Every violation noted so far, oldest first, each as "<where>: <summary>". */
export const cspViolations: readonly string[] = seen;

/**
 * Notes one violation. `log`: also as an error on the page's console (a worker's, which the page's
 * devtools and the browser tests would not see otherwise; the browser reports the page's own itself).
 */
export function noteViolation(where: string, summary: string, log: boolean): void {
  const line = `${where}: ${summary}`;
  // A page under two policies (the header's and the meta tag's) hears each refusal twice in a row.
  if (line === last) return;
  last = line;
  if (seen.length < KEEP) seen.push(line);
  if (log) console.error(`CSP violation in the ${line}`);
}

/** Notes the page's own violations (from now on). */
export function watchPageViolations(doc: Document): void {
  doc.addEventListener('securitypolicyviolation', (e) => noteViolation('page', describeViolation(e), false));
}
