// Renders public/icons/icon.svg to the PNG sizes an installable PWA needs, with Debian's
// Chromium. Run: npx tsx tools/make-icons.ts  (output is committed).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const dir = new URL('../public/icons/', import.meta.url).pathname;
const svg = readFileSync(join(dir, 'icon.svg'), 'utf8');
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'icons-')), {
  executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'],
});
const page = await ctx.newPage();
for (const size of [192, 512]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: join(dir, `icon-${size}.png`), omitBackground: false });
  console.log(`icon-${size}.png`);
}
await ctx.close();
