// Which engine build this app runs: a state snapshot is only trusted by the build that wrote it
// (any other build replays the record, which is the truth). The build defines __ENGINE_BUILD__
// as a hash of the rule sources (vite.config.ts); node tests run without it.
export const ENGINE_BUILD: string = typeof __ENGINE_BUILD__ === 'string' ? __ENGINE_BUILD__ : 'unbuilt';
