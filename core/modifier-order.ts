// Scoring modifiers in order by name (contract: ScoringModifier.after / before), the way phases
// are slotted: no magic numbers to coordinate between modules. Per target, a stable topological
// order: constraints first, then module load order, then declaration order. A cycle is a set-up
// error that names the modifiers in it.
import type { ScoringModifier } from './contract.js';
import { SetupError } from './errors.js';

/** `modifiers` in module load order, their ids unique (set-up refused one defined twice: vocabulary.ts). */
export function orderModifiers(modifiers: readonly ScoringModifier<any, any>[]): Map<string, ScoringModifier[]> {
  const byTarget = new Map<string, ScoringModifier[]>();
  for (const m of modifiers) {
    const list = byTarget.get(m.target) ?? [];
    list.push(m);
    byTarget.set(m.target, list);
  }
  const out = new Map<string, ScoringModifier[]>();
  for (const [target, list] of byTarget) out.set(target, sortByName(target, list));
  return out;
}

function sortByName(target: string, list: ScoringModifier[]): ScoringModifier[] {
  const index = new Map(list.map((m, i) => [m.id, i]));
  // edges[i] = modifiers that must run after list[i]
  const edges = list.map(() => new Set<number>());
  const incoming = list.map(() => 0);
  const link = (first: number | undefined, then: number | undefined) => {
    if (first === undefined || then === undefined || edges[first].has(then)) return;
    edges[first].add(then);
    incoming[then]++;
  };
  list.forEach((m, i) => {
    for (const id of m.after ?? []) link(index.get(id), i);
    for (const id of m.before ?? []) link(i, index.get(id));
  });
  const out: ScoringModifier[] = [];
  const done = new Set<number>();
  while (out.length < list.length) {
    // The earliest-declared modifier whose predecessors all ran: stable, deterministic.
    const next = list.findIndex((_, i) => !done.has(i) && incoming[i] === 0);
    if (next < 0) {
      const stuck = list.filter((_, i) => !done.has(i)).map((m) => m.id);
      throw new SetupError('modifier-cycle', `scoring modifiers on "${target}" order each other in a cycle: ${stuck.join(', ')}`);
    }
    done.add(next);
    out.push(list[next]);
    for (const j of edges[next]) incoming[j]--;
  }
  return out;
}
