// npm run referee -- FILE.json : replays a game record, or the record of a scenario file,
// headlessly (docs/records.md). stdout: exactly one JSON object. Exit 0: replayed (finished or
// not); 1: an illegal action; 2: the file is malformed (bad JSON, schema, unknown expansion /
// option / tile, a module this app does not have or has only in an older version).
import { readFileSync } from 'node:fs';
import { checkRecordModules, parseRecord, replay, report, SetupError, setupOf } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';
import { refereeInput } from './referee-input.js';

function main(argv: string[]): number {
  const file = argv[0];
  if (!file) {
    process.stderr.write('usage: npm run referee -- FILE.json\n');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`cannot read ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  try {
    const input = refereeInput(text);
    if (!input.ok) throw new SetupError(input.code, input.message);
    if (input.scenario !== undefined) process.stderr.write(`${file}: scenario "${input.scenario}": replaying its "record"\n`);
    const record = parseRecord(input.record);
    checkRecordModules(BUILT_IN_MODULES, record);
    const result = replay(BUILT_IN_MODULES, setupOf(record), record.actions);
    if (!result.ok) {
      process.stdout.write(`${JSON.stringify({ error: { action: result.index, ...result.error } })}\n`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(report(result.game))}\n`);
    return 0;
  } catch (e) {
    if (e instanceof SetupError) {
      process.stderr.write(`${file}: ${e.message}\n`);
      process.stdout.write(`${JSON.stringify({ error: { code: e.code, message: e.message } })}\n`);
      return 2;
    }
    // Never a stack trace on stdout: an engine fault is still one JSON object, and exit 2.
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`${file}: internal error: ${message}\n`);
    process.stdout.write(`${JSON.stringify({ error: { code: 'internal', message } })}\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
