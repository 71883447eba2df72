// Limits an imported file must respect before it is parsed at all: a hostile or broken file is
// refused by its size (checked on the File before it is read, and on the text) and by its nesting
// depth (one pass over the characters, no parse), so a huge or deeply nested file never reaches
// JSON.parse, the heap or the saves. The longest real games are far below both limits.
import { SetupError } from '../../core/index.js';

/** 2 MiB: a two-hour, six-player game with every catapult shot is a few hundred KiB. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** A record nests record → actions → action → hits → hit: depth 5. Eight leaves room for modules. */
export const MAX_IMPORT_DEPTH = 8;

/** Thrown with the limit in `limit` so the message can name it. */
export class ImportLimitError extends SetupError {
  constructor(code: 'too-large' | 'too-deep', message: string, readonly limit: number, readonly found: number) {
    super(code, message);
  }
}

export function checkImportSize(bytes: number): void {
  if (bytes > MAX_IMPORT_BYTES) {
    throw new ImportLimitError('too-large', `the file is ${formatBytes(bytes)}; a game record is at most ${formatBytes(MAX_IMPORT_BYTES)}`, MAX_IMPORT_BYTES, bytes);
  }
}

/** The size (UTF-8 bytes, counted without encoding the text) and nesting depth of `text`. */
export function checkImportText(text: string): void {
  // A UTF-16 code unit is at most 3 UTF-8 bytes: only texts near the limit need an exact count.
  if (text.length * 3 > MAX_IMPORT_BYTES) checkImportSize(utf8Length(text));
  const depth = nestingDepth(text, MAX_IMPORT_DEPTH);
  if (depth > MAX_IMPORT_DEPTH) {
    throw new ImportLimitError('too-deep', `the file nests deeper than ${MAX_IMPORT_DEPTH} levels`, MAX_IMPORT_DEPTH, depth);
  }
}

/** Deepest nesting of [ and { outside strings; stops counting once past `stopAbove`. */
export function nestingDepth(text: string, stopAbove = Infinity): number {
  let depth = 0, max = 0, inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) { max = depth; if (max > stopAbove) return max; }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) { n += 4; i++; } // a surrogate pair is one 4-byte character
    else n += 3;
  }
  return n;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
