// Screenshots of the board for a human to look at (not a test): `npx tsx test/ui/board/shoot.ts`.
// Writes PNGs to test-results/board-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, openDemo, openHarness } from './browser.js';

const SHOTS: { name: string; query: string }[] = [
  { name: 'game-15-turns', query: 'scene=game&seed=3&turns=15' },
  { name: 'game-farms', query: 'scene=game&seed=5&turns=30&farm=1&zoom=0.55' },
  { name: 'game-highlight', query: 'scene=game&seed=8&turns=25&highlight=1' },
  { name: 'game-spots', query: 'scene=game&seed=3&turns=15&spots=1&zoom=1.6' },
  { name: 'gallery', query: 'scene=gallery&zoom=0.62' },
  { name: 'bench-board', query: 'scene=bench&zoom=0.16' },
  // The tile sheet in windows of 4 × 2 tiles, large enough to judge the art.
  ...[2, 6, 10, 13.6].flatMap((cy, r) => [5.5, 13.5].map((cx, c) => ({
    name: `sheet-${r}${c}`, query: `scene=gallery&zoom=1.22&cx=${cx}&cy=${cy}`,
  }))),
];

const only = process.argv[2];
const out = join(ROOT, 'test-results');
mkdirSync(out, { recursive: true });
const h = await openHarness();
try {
  for (const s of SHOTS) {
    if (only && !s.name.includes(only)) continue;
    const { page, errors } = await openDemo(h, s.query);
    const file = join(out, `board-${s.name}.png`);
    await page.screenshot({ path: file });
    const renderer = await page.evaluate(() => (window as unknown as { __board: { view: { rendererName: string } } }).__board.view.rendererName);
    console.log(`${file} (${renderer})${errors.length ? ` errors: ${errors.join(' | ')}` : ''}`);
    await page.close();
  }
} finally {
  await h.close();
}
