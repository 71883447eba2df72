// Build step for the board: it draws with WebGL (ui/board/board-view.ts asks for it, and every
// browser the game supports has it), but Pixi's renderer detection imports its WebGPU renderer
// too, so the build emitted that renderer (~55 KB) and the service worker precached it, though no
// page ever ran it. This plugin gives the detection a WebGPU that is never supported: the WebGPU
// renderer is left out of the build, and without WebGL Pixi still falls back to its canvas renderer.
import type { Plugin } from 'vite';

const DETECT = /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]autoDetectRenderer\.mjs$/;
const NO_WEBGPU_CHECK = '\0carcassonne:pixi-no-webgpu-check';
const NO_WEBGPU_RENDERER = '\0carcassonne:pixi-no-webgpu-renderer';

export function pixiWebGlOnly(): Plugin {
  let replaced = 0;
  return {
    name: 'carcassonne:pixi-webgl-only',
    apply: 'build',
    enforce: 'pre', // before Vite's resolver, which would resolve the relative imports itself
    buildStart() { replaced = 0; },
    resolveId(source, importer) {
      if (!importer || !DETECT.test(importer)) return null;
      if (/[\\/]isWebGPUSupported\.mjs$/.test(source)) { replaced++; return NO_WEBGPU_CHECK; }
      if (/[\\/]gpu[\\/]WebGPURenderer\.mjs$/.test(source)) { replaced++; return NO_WEBGPU_RENDERER; }
      return null;
    },
    load(id) {
      if (id === NO_WEBGPU_CHECK) return 'export async function isWebGPUSupported() { return false; }';
      if (id === NO_WEBGPU_RENDERER) {
        return 'export class WebGPURenderer { constructor() { throw new Error("this build of the game draws with WebGL only"); } }';
      }
      return null;
    },
    buildEnd(error) {
      // A Pixi release that detects renderers differently: fail loudly rather than ship WebGPU again unnoticed.
      if (!error && this.getModuleIds && [...this.getModuleIds()].some((id) => DETECT.test(id)) && replaced < 2) {
        this.error('pixi.js: autoDetectRenderer no longer imports isWebGPUSupported and WebGPURenderer as expected; update tools/vite-pixi-webgl.ts');
      }
    },
  };
}
