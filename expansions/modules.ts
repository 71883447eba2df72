// The built-in expansion modules: one line each. Adding an expansion is its folder plus one line
// here (`npm run new-expansion -- <id>` writes both); core/ and the shell never change for it.
// Keep the lines sorted; the export name is the module's id in camelCase.
export { base } from './base/index.js';
export { catapult } from './catapult/index.js';
export { inns } from './inns/index.js';
export { river } from './river/index.js';
export { siege } from './siege/index.js';
