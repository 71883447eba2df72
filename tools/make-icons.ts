// Renders public/icons/icon.svg to the PNG sizes an installable PWA needs, with Debian's
// Chromium: the manifest's 192/512, and the apple-touch-icons Safari uses for "Add to Home
// Screen" (iPad 152, iPad Pro 167, iPhone and the default 180; opaque: iOS puts black behind
// transparency and rounds the corners itself). Run: npx tsx tools/make-icons.ts  (output is committed).
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
const files = [
  ...[192, 512].map((size) => ({ size, name: `icon-${size}.png` })),
  ...[152, 167, 180].map((size) => ({ size, name: `apple-touch-icon-${size}.png` })),
];
for (const { size, name } of files) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: join(dir, name), omitBackground: false });
  console.log(name);
}
await ctx.close();
