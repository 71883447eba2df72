// Copies of JSON data: records, setups and actions are plain JSON by contract.

/** Deep copy through a JSON round trip (set-up, rarely). */
export function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Deep copy of a small JSON value, faster than a JSON round trip (one per applied action). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  // A spread copies the own fields in order at once (most actions are flat); nested ones are
  // copied after. Spread defines fields, so even a "__proto__" key stays a plain field.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k in out) {
    const v = out[k];
    if (v !== null && typeof v === 'object') out[k] = cloneJson(v);
  }
  return out as T;
}

/**
 * The text without a leading byte-order mark (U+FEFF): some editors save JSON with one, and
 * JSON.parse refuses it as an unexpected token. Only the first character; one anywhere else stays.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
