/// <reference types="vite/client" />

/** A hash of the engine's and the expansions' rule sources (vite.config.ts): which build a state snapshot came from. */
declare const __ENGINE_BUILD__: string;
