// What the referee accepts: a game record, or a scenario file (test/scenarios/**) whose record
// sits under "record". Anything else gets a message that says what the file should look like.
import { RECORD_FORMAT, withoutBom } from '../core/index.js';

export type RefereeInput =
  | { ok: true; record: unknown; scenario?: string }
  | { ok: false; code: string; message: string };

export function refereeInput(text: string): RefereeInput {
  let data: unknown;
  try {
    data = JSON.parse(withoutBom(text));
  } catch (e) {
    return { ok: false, code: 'malformed-json', message: `not valid JSON: ${(e as Error).message}` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, code: 'bad-record', message: `expected a JSON object: a game record {"format": "${RECORD_FORMAT}", …} or a scenario file {"title": …, "record": {…}}` };
  }
  const obj = data as Record<string, unknown>;
  if ('format' in obj) return { ok: true, record: obj };
  if ('record' in obj) {
    const title = typeof obj.title === 'string' ? obj.title : 'untitled';
    return { ok: true, record: obj.record, scenario: title };
  }
  return {
    ok: false, code: 'bad-record',
    message: `this is neither a game record nor a scenario file: a record has "format": "${RECORD_FORMAT}" at the top (see docs/records.md); a scenario file keeps its record under "record"`,
  };
}
