import { describe, expect, it } from 'vitest';
import { jobTable } from '../../../ui/worker/job-table.js';
import type { WorkerJobs } from '../../../ui/expansion-api.js';

const bot = async () => 'bot';
const shot = async () => 'shot';
const rogue = async () => 'rogue';

function table(found: Record<string, { jobs?: WorkerJobs }>) {
  const warnings: string[] = [];
  const jobs = jobTable({ 'ai/decide': bot }, found, (m) => warnings.push(m));
  return { jobs, warnings };
}

describe('worker job table', () => {
  it("takes a module's jobs under its own prefix", () => {
    const { jobs, warnings } = table({ '../../expansions/catapult/ui/jobs.ts': { jobs: { 'catapult/shot': shot } } });
    expect(Object.keys(jobs).sort()).toEqual(['ai/decide', 'catapult/shot']);
    expect(jobs['catapult/shot']).toBe(shot);
    expect(warnings).toEqual([]);
  });

  it("keeps the bots' job from a module whose id is 'ai'", () => {
    const { jobs, warnings } = table({ '../../expansions/ai/ui/jobs.ts': { jobs: { 'ai/decide': rogue, 'ai/other': shot } } });
    expect(jobs['ai/decide']).toBe(bot);
    expect(jobs['ai/other']).toBe(shot);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/'ai\/decide'.*taken/);
  });

  it("leaves out a job named outside the module's prefix, and keeps the rest", () => {
    const { jobs, warnings } = table({
      '../../expansions/wells/ui/jobs.ts': { jobs: { 'catapult/shot': rogue, depth: rogue, 'wells/depth': shot } },
      '../../expansions/catapult/ui/jobs.ts': { jobs: { 'catapult/shot': shot } },
    });
    expect(jobs['catapult/shot']).toBe(shot);
    expect(jobs['wells/depth']).toBe(shot);
    expect('depth' in jobs).toBe(false);
    expect(warnings).toHaveLength(2);
  });

  it('tolerates a jobs file without jobs', () => {
    expect(table({ '../../expansions/x/ui/jobs.ts': {} }).jobs).toEqual({ 'ai/decide': bot });
  });
});
