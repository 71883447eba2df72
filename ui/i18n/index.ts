// The localisation layer. Every user-facing text goes through `t(key, params)`.
//
// Why not @lit/localize: its `msg()` extracts literal strings from source with a CLI and XLIFF
// round trip; our keys are often dynamic (a refused action is shown by its `error.rule`, an
// option by `<module>.<key>.<value>`, an expansion's phase by its id), and expansions bring their
// own terms. A flat, typed key → text table per language does all of that in ~100 lines, lets
// TypeScript reject a missing key in any language, and lets a test check completeness.
/// <reference types="vite/client" />
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ExpansionTexts } from '../expansion-api.js';
import { en, type MessageKey } from './en.js';
import { nl } from './nl.js';
import { cs } from './cs.js';
import { it } from './it.js';

export type { MessageKey } from './en.js';
export type Locale = 'en' | 'nl' | 'cs' | 'it';
export const LOCALES: readonly Locale[] = ['en', 'nl', 'cs', 'it'];
/** Each language named in itself (the switch must be readable to someone who cannot read the current one). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands', cs: 'Čeština', it: 'Italiano' };

/** A language's table: every English key, plus plural forms a language needs beyond one/other (`key#few`). */
export type Messages = Record<MessageKey, string> & { [extra: string]: string };

const tables: Record<Locale, Record<string, string>> = { en: { ...en }, nl: { ...nl }, cs: { ...cs }, it: { ...it } };
const STORAGE_KEY = 'carcassonne.locale';
let current: Locale = 'en';
const listeners = new Set<() => void>();

export type Params = Record<string, string | number>;

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** True when `key` has a text (in the current language or in English). */
export function hasMessage(key: string): boolean {
  return key in tables[current] || key in tables.en;
}

/**
 * The text for `key` in the current language, with `{name}` placeholders filled in.
 * A key missing in the current language falls back to English, then to `fallback`, then to the key.
 */
export function t(key: MessageKey | (string & {}), params?: Params, fallback?: string): string {
  const text = tables[current][key] ?? tables.en[key] ?? fallback ?? key;
  return interpolate(text, params);
}

/** `key#one` / `key#few` / `key#other` chosen by the language's plural rules for `count`. */
export function plural(key: string, count: number, params?: Params): string {
  const category = new Intl.PluralRules(current).select(count);
  const all = { count, ...params };
  for (const k of [`${key}#${category}`, `${key}#other`]) if (hasMessage(k)) return t(k, all);
  return t(key, all);
}

/** Adds texts (an expansion's UI brings its own terms). Existing keys are not overwritten. */
export function registerMessages(locale: Locale, messages: Record<string, string>): void {
  for (const [k, v] of Object.entries(messages)) if (!(k in tables[locale])) tables[locale][k] = v;
}

export function getLocale(): Locale {
  return current;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Switches the language for the whole UI, remembers it, and re-renders every subscribed element. */
export function setLocale(locale: Locale): void {
  current = locale;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or no storage: the switch still works for this visit.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const l of listeners) l();
}

/** The remembered language, else the browser's if we have it, else English. */
export function initialLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // fall through
  }
  const nav = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  for (const lang of nav) {
    const base = lang.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes a lit element re-render when the language changes: `new LocaleController(this)`. */
export class LocaleController implements ReactiveController {
  private off: (() => void) | null = null;
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    this.off = onLocaleChange(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.off?.();
    this.off = null;
  }
}

/** For tests: the raw tables. */
export function messageTables(): Readonly<Record<Locale, Readonly<Record<string, string>>>> {
  return tables;
}

// Every expansion's words (expansions/<id>/ui/texts.ts), registered eagerly: the setup screen
// names and explains a module, and a score or a refused move is worded, before any companion
// loads. Texts are small; the panels that use most of them still load lazily.
const expansionTexts = import.meta.glob<{ texts?: ExpansionTexts }>('../../expansions/*/ui/texts.ts', { eager: true });
for (const mod of Object.values(expansionTexts)) {
  for (const locale of LOCALES) registerMessages(locale, mod.texts?.[locale] ?? {});
}
