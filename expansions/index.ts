// The built-in expansion modules, as the app, the referee and the tests load them. The list is
// expansions/modules.ts, one line per expansion folder (test/architecture.test.ts checks that
// every folder has its line and nothing else is listed). A module namespace lists its exports in
// name order, so the catalogue's order is fixed whatever order the lines are in; the registry
// orders the modules of a game by what they require anyway (docs/contract.md).
import type { ExpansionModule } from '../core/index.js';
import * as modules from './modules.js';

export const BUILT_IN_MODULES: readonly ExpansionModule[] = Object.values(modules) as ExpansionModule[];
