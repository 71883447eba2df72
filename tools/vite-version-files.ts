// Build step: `version.json` lists the files of this build under assets/ (chunks, workers, styles,
// WebAssembly). A first visit reads it to keep its own version's files before a service worker
// exists (ui/pwa.ts), so a deployment that lands before the service worker installs cannot take
// the running version's lazy chunks away (sw/sw.ts serves them from there).
import type { Plugin } from 'vite';

export const VERSION_FILE = 'version.json';

export function versionFiles(): Plugin {
  return {
    name: 'carcassonne:version-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => f.startsWith('assets/') && !f.endsWith('.map')).sort();
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify({ files }, null, 1)}\n` });
    },
  };
}
