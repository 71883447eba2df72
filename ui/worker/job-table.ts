// The worker's table of jobs by name: the app's own (the computer players') and each module's from
// `expansions/<id>/ui/jobs.ts`. A module's job counts only under its own prefix (`<id>/…`) and never
// replaces a name already taken, so a module whose id happens to be `ai`, or a typo in a name,
// cannot take over the bots' search or another module's job: that job is left out and said so on
// the console, and every other job keeps working.
import type { WorkerJobs } from '../expansion-api.js';

/** `found` maps each jobs file's path (as import.meta.glob gives it) to the file's module. */
export function jobTable(own: WorkerJobs, found: Record<string, { jobs?: WorkerJobs }>, warn: (msg: string) => void): WorkerJobs {
  const table: Record<string, WorkerJobs[string]> = { ...own };
  for (const path of Object.keys(found).sort()) {
    const id = /\/expansions\/([^/]+)\/ui\/jobs\.ts$/.exec(path)?.[1];
    const jobs = found[path].jobs ?? {};
    for (const name of Object.keys(jobs)) {
      if (!id || !name.startsWith(`${id}/`)) warn(`worker job '${name}' in ${path} left out: a module's job names start with its id and '/'`);
      else if (name in table) warn(`worker job '${name}' in ${path} left out: the name is taken`);
      else table[name] = jobs[name];
    }
  }
  return table;
}
