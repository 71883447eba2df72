// Finding things in the rules reference: a page matches when every word typed appears in its
// title or its text (in the current language), ignoring case and accents, so "mesto" finds
// "město" and "citta" finds "città". Pure: the words come from a `text` function.
import type { RulesBlock, RulesPage } from '../expansion-api.js';

/** Lower case without accents or other marks. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every text key of a page, title first (option blocks are worded by the shell: `optionText`). */
export function pageKeys(page: RulesPage): string[] {
  return [page.title, ...page.blocks.flatMap(blockKeys)];
}

function blockKeys(b: RulesBlock): string[] {
  if ('text' in b) return [b.text];
  if ('list' in b) return b.list;
  if ('tiles' in b) return [b.caption];
  return [];
}

/** The words a page says in the current language, as one string. */
export function pageText(page: RulesPage, text: (key: string) => string, optionText: (option: string) => string = () => ''): string {
  return [...pageKeys(page).map(text), ...page.blocks.map((b) => ('option' in b ? optionText(b.option) : ''))].join(' ');
}

/** True when every word of `query` occurs in `haystack` (both folded). An empty query matches. */
export function matches(haystack: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const h = fold(haystack);
  return words.every((w) => h.includes(w));
}
