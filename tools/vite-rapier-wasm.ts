// Build step for the catapult's physics: @dimforge/rapier2d-compat carries its WebAssembly inside
// the JavaScript as base64 (a third larger than the binary, and parsed as a string before it can be
// compiled). For the app build this plugin takes the binary out into its own asset file and lets
// Rapier's init fetch it instead — same engine bytes (so the same, bit-identical shots), a
// smaller download and precache. Node (tests, benchmarks) keeps using the package as it is.
import type { Plugin } from 'vite';

/** The init call in rapier.mjs 0.21: `gI({module_or_path:jg.toByteArray("<base64>").buffer})`. */
const INLINE = /module_or_path:\s*([A-Za-z_$][\w$]*)\.toByteArray\("([A-Za-z0-9+/=]{100000,})"\)\.buffer/;

export function rapierWasmFile(): Plugin {
  return {
    name: 'carcassonne:rapier-wasm-file',
    apply: 'build',
    transform(code, id) {
      if (!/@dimforge[\\/]rapier2d-compat[\\/]dist[\\/]rapier\.mjs$/.test(id)) return null;
      const m = INLINE.exec(code);
      // A Rapier release that loads differently: fail the build loudly rather than ship it twice.
      if (!m) this.error('rapier2d-compat: the inline WASM was not found; update tools/vite-rapier-wasm.ts for this release');
      const ref = this.emitFile({ type: 'asset', name: 'rapier_wasm2d_bg.wasm', source: Buffer.from(m[2], 'base64') });
      // wasm-bindgen's init fetches a URL itself (streaming compile when served as application/wasm).
      return { code: code.replace(m[0], `module_or_path:new URL(import.meta.ROLLUP_FILE_URL_${ref})`), map: null };
    },
  };
}
