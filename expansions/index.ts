// The built-in expansion modules. Adding an expansion is one folder and one line here —
// core/ never changes for it (docs/contract.md).
import type { ExpansionModule } from '../core/index.js';
import { base } from './base/index.js';
import { catapult } from './catapult/index.js';
import { siege } from './siege/index.js';

export const BUILT_IN_MODULES: readonly ExpansionModule[] = [
  base,
  catapult,
  siege,
];
