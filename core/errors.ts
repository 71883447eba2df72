// Errors a player (or a record) can cause are values, never exceptions.
import type { RuleError } from './types.js';

export function ruleError(rule: string, message: string): RuleError {
  return { rule, message };
}

/** Thrown only for bad set-up or malformed input, never for an illegal move in a valid game. */
export class SetupError extends Error {
  constructor(public readonly code: string, message: string) {
    super(message);
    this.name = 'SetupError';
  }
}
