// The record validator is compiled ahead of time (tools/compile-schemas.ts) because the app's
// Content-Security-Policy refuses run-time compilation. It must be the current schema's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compiledValidator, GENERATED_VALIDATOR } from '../../tools/compile-schemas.js';

describe('the compiled record validator', () => {
  it('is up to date with RECORD_SCHEMA (else: npx tsx tools/compile-schemas.ts)', () => {
    expect(readFileSync(GENERATED_VALIDATOR, 'utf8')).toBe(compiledValidator());
  });

  it('uses no eval, Function or require', () => {
    const code = readFileSync(GENERATED_VALIDATOR, 'utf8');
    expect(code).not.toMatch(/\beval\(|new Function|\brequire\(/);
  });
});
