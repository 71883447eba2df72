// A record that does not replay: which action (counted from 1 for people) and the engine's reason.
import { SetupError } from '../../core/index.js';

export class ReplayError extends SetupError {
  /** `index`: the action's index in the record (0-based). */
  constructor(readonly index: number, readonly detail: string) {
    super('replay', `action ${index + 1}: ${detail}`);
  }
}
