// Run in the page (Playwright's evaluate and the WebKit driver's run both send its source): resolves
// once the board has taken its area's size for a few frames. A first-game tip comes up once the
// handoff goes and the board takes the room above it a frame or two later, settling the turn's view,
// so a tap aimed before that can miss its square.
export const tableSettledInPage = (): Promise<void> => new Promise<void>((done) => {
  let frames = 0;
  const host = () => document.querySelector('ct-app')?.shadowRoot?.querySelector('ct-game-screen')?.shadowRoot?.querySelector('#board-host');
  const look = () => {
    const h = host()?.getBoundingClientRect(), b = window.__carcassonne.board;
    const same = !h || !b || (Math.abs(h.width - b.screenSize.width) < 1 && Math.abs(h.height - b.screenSize.height) < 1);
    if ((++frames >= 3 && same) || frames > 120) done(); else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
});
