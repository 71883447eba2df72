// Copies of JSON data: records, setups and actions are plain JSON by contract.

/** Deep copy through a JSON round trip (set-up, rarely). */
export function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Deep copy of a small JSON value, faster than a JSON round trip (one per applied action). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = cloneJson((value as Record<string, unknown>)[k]);
  return out as T;
}
