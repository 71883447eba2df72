/// <reference types="vite/client" />
// The rules reference's pages come from the expansions: every `expansions/<id>/ui/rules.ts`
// (ExpansionRules, ui/expansion-api.ts), found by folder, each a lazy chunk loaded when the
// reference opens. Its texts join the localisation layer then. The shell names no expansion:
// a module without the file simply has no pages.
import type { ExpansionModule } from '../../core/index.js';
import type { ExpansionRules } from '../expansion-api.js';
import { LOCALES, registerMessages } from '../i18n/index.js';

/** One module's part of the reference, in the order the reference shows them. */
export interface RulesBook {
  module: ExpansionModule;
  rules: ExpansionRules;
}

const found = import.meta.glob<{ rules?: ExpansionRules }>('../../expansions/*/ui/rules.ts');
const registered = new Set<string>();

/** The module ids that bring rules pages (whether loaded yet or not). */
export function modulesWithRules(): string[] {
  return Object.keys(found).map((path) => /expansions\/([^/]+)\//.exec(path)?.[1] ?? '').filter(Boolean);
}

/**
 * The rules books of these modules, loaded (once each) and with their texts registered, base
 * first and then the others in the catalogue's order (each after what it requires).
 */
export async function loadRules(modules: readonly ExpansionModule[]): Promise<RulesBook[]> {
  const books = await Promise.all(orderByRequires(modules).map(async (module) => {
    const load = found[`../../expansions/${module.id}/ui/rules.ts`];
    const rules = load ? (await load()).rules : undefined;
    if (!rules) return null;
    if (!registered.has(module.id)) {
      registered.add(module.id);
      for (const locale of LOCALES) registerMessages(locale, rules.texts[locale] ?? {});
    }
    return { module, rules };
  }));
  return books.filter((b): b is RulesBook => b !== null);
}

/** Modules with what they require first (stable otherwise). */
export function orderByRequires(modules: readonly ExpansionModule[]): ExpansionModule[] {
  const out: ExpansionModule[] = [], seen = new Set<string>();
  const visit = (m: ExpansionModule) => {
    if (seen.has(m.id)) return;
    seen.add(m.id);
    for (const r of m.requires ?? []) {
      const dep = modules.find((x) => x.id === r);
      if (dep) visit(dep);
    }
    out.push(m);
  };
  for (const m of modules) visit(m);
  return out;
}
