// axe-core 4.14 (devDependency) injected into the page; returns the violations as readable lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol rather than a <script> tag: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    return axe.run(document);
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
}
