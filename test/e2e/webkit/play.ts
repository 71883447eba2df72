// Turns played through the WebKit screen as a player plays them (clicks: see driver.ts), shared by
// the WebKit tests.
import type { AppPage } from './page.js';
import { tableSettledInPage } from '../table-settled.js';

/** One turn through the screen: the handoff, a legal square (tapped twice: turned once), confirm, a follower if any. */
export async function playTurn(app: AppPage, deploy: boolean): Promise<void> {
  if (await app.exists('[data-test=handoff-continue]')) await passHandoff(app);
  await tableSettled(app);
  const spot = await app.wk.poll(() => window.__carcassonne.session?.placing ? window.__carcassonne.session.placementSpots()[0] : null,
    (s) => s !== null, 'the place phase');
  await app.tapWorld(spot!.x + 0.5, spot!.y + 0.5);
  await app.wk.poll(() => window.__carcassonne.session!.pending, (p) => p !== null, 'the tile on the chosen square');
  await app.tap('[data-test=confirm]');
  const deploying = await app.wk.poll(() => { const s = window.__carcassonne.session!; return s.deploying || !s.placing ? s.deploying : null; },
    (v) => v !== null, 'the deploy phase');
  if (!deploying) return;
  const spots = await app.wk.run(() => window.__carcassonne.session!.followerSpots().map(({ at, x, y }) => ({ at, x, y })));
  if (deploy && spots.length) {
    const f = spots[0];
    await app.tapWorld(f.x, f.y);
    await app.wk.poll(() => window.__carcassonne.session!.pendingSpot, (p) => p === f.at, 'the chosen follower spot');
    await app.tapWorld(f.x, f.y);
  } else {
    await app.tap('[data-test=skip]');
  }
  await app.wk.poll(() => window.__carcassonne.session!.deploying, (d) => !d, 'the end of the deploy phase');
}

/** Taps the handoff's button once it takes taps (ct-handoff holds them for a moment after it appears). */
export async function passHandoff(app: AppPage): Promise<void> {
  await app.waitFor('[data-test=handoff-continue]:not([disabled])');
  await app.tap('[data-test=handoff-continue]');
  await app.wk.poll(() => window.__wk!.find('[data-test=handoff-continue]') === null, (gone) => gone, 'the handoff to close');
}

export const phase = (app: AppPage) => app.wk.run(() => window.__carcassonne.session?.phase ?? null);

/** Waits until the board has taken its area's size (table-settled.ts), as the Chromium helpers' passHandoff does. */
export async function tableSettled(app: AppPage): Promise<void> {
  await app.wk.run(tableSettledInPage);
}
