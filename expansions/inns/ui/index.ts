// Inns & Cathedrals' UI companion (docs/contract.md#the-companion), loaded when a game with the
// module starts. The module has no phase, panel or event of its own: its words are ./texts.ts and
// its art ./board-painters.ts (both read eagerly by the shell); the big follower is offered by the
// shell's follower-type picker from the module's `followerTypes`.
import type { ExpansionUi } from '../../../ui/expansion-api.js';
import { connect } from './shell.js';

export const ui: ExpansionUi = { connect };
