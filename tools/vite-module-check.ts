// Dev server only: after start-up, on every browser connection and whenever a file under
// expansions/ or core/ changes, set every module up (tools/module-check.ts) and show what the
// engine refuses in Vite's error overlay — module and tile named — instead of a blank page
// and a stack trace in the console; likely slips the engine accepts go to the console as warnings.
import type { Plugin, ViteDevServer } from 'vite';


export function moduleCheck(): Plugin {
  let server: ViteDevServer | undefined;
  /** The problems found last, one line each, and the module of the first. */
  let last: string[] = [];
  let first = '';

  async function check(): Promise<void> {
    if (!server) return;
    try {
      const { BUILT_IN_MODULES } = await server.ssrLoadModule('/expansions/index.ts');
      const check = await server.ssrLoadModule('/tools/module-check.ts') as typeof import('./module-check.js');
      const problems = check.moduleProblems(BUILT_IN_MODULES);
      for (const w of check.moduleWarnings(BUILT_IN_MODULES)) server.config.logger.warn(`module check: ${check.problemLine(w)}`);
      last = problems.map(check.problemLine);
      first = problems[0]?.module ?? '';
    } catch (e) {
      // A module that does not even load (a syntax error) is already shown by Vite itself.
      last = [];
      server.config.logger.warn(`module check skipped: ${(e as Error).message}`);
    }
    show();
  }

  function show(): void {
    if (!server || last.length === 0) return;
    const message = `The expansion modules cannot be set up:\n${last.map((l) => `• ${l}`).join('\n')}`;
    server.config.logger.error(message);
    server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'carcassonne:module-check', id: `expansions/${first}/` } });
  }

  return {
    name: 'carcassonne:module-check',
    apply: 'serve',
    configureServer(s) {
      server = s;
      s.ws.on('connection', () => { setTimeout(show, 300); });
      s.watcher.on('change', (file) => {
        if (/[/\\](expansions|core)[/\\]/.test(file)) void check();
      });
      s.httpServer?.once('listening', () => { void check(); });
    },
  };
}
