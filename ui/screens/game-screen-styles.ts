// The game screen's layout and look (ct-game-screen.ts): the table (a rail with the score track
// and board controls over green baize, a first-game tip lying on it) beside the turn's panel, or over
// it when the tablet is upright.
import { css } from 'lit';

export const gameScreenStyles = css`
  :host { display: block; height: 100%; }
  /* The panel's width is the page's --ct-panel-w (ui/theme/page.css), which the save banner keeps clear of. */
  .layout { display: grid; height: 100%; grid-template-columns: 1fr var(--ct-panel-w); }
  .board { display: grid; grid-template-rows: auto 1fr; min-height: 0; min-width: 0; background: #3c5a2e; container: board / inline-size; }
  /* The table: green baize with a faint weave and the light falling off towards the edges. */
  .stage {
    position: relative; min-height: 0;
    background:
      radial-gradient(ellipse at 50% 45%, rgb(255 255 230 / 10%), transparent 70%),
      repeating-linear-gradient(45deg, rgb(0 0 0 / 4%) 0 2px, transparent 2px 5px),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 3%) 0 2px, transparent 2px 5px),
      radial-gradient(ellipse at 50% 50%, #3b6b3f 0%, #2b5230 55%, #1d3a22 100%);
  }
  .rail {
    display: flex; align-items: center; gap: 10px; padding: 6px 10px; min-width: 0;
    background: linear-gradient(#6b4a26, #553a1d); border-bottom: 3px solid #3b2712; box-shadow: 0 3px 8px rgb(0 0 0 / 35%);
  }
  .rail ct-score-track { flex: 1; min-width: 0; }
  /* A narrow column (1024×768 beside the panel: 676 px): the board's buttons and the rail's margins
     give the score chips room for five in one row. */
  @container board (max-width: 820px) {
    .rail { padding: 6px 8px; gap: 8px; --ct-control-size: 48px; --ct-control-gap: 4px; }
  }
  #board-host { position: absolute; inset: 0; touch-action: none; }
  /*
   * A first-game tip lies on the table at the bottom of the board area, lying and upright: in the
   * side panel it took the score list's room (at 1024×768 with five players, all of it). The board
   * ends above the tip (--ct-coach-h, set by ct-game-screen from the tip's height), so no square
   * hides under it. Only its buttons take taps.
   */
  ct-coach-mark { position: absolute; z-index: 3; inset-inline: 12px; bottom: 10px; max-width: 620px; margin-inline: auto; pointer-events: none; }
  #board-host { bottom: var(--ct-coach-h, 0px); }
  /*
   * The panel: the turn's controls always whole; the scores and what happened this turn in the room
   * left over (that part scrolls on its own); the menu at the bottom.
   */
  aside {
    overflow: auto; padding: 12px 14px; background: #f4efe1; border-inline-start: 1px solid #cfc6b4; display: grid; gap: 10px;
    grid-template-columns: minmax(0, 1fr); grid-template-rows: auto auto auto minmax(0, 1fr) auto;
    grid-template-areas: 'turn' 'bot' 'phase' 'more' 'footer';
  }
  ct-turn-panel { grid-area: turn; }
  ct-bot-bar { grid-area: bot; }
  .phase { grid-area: phase; }
  /* A computer acts in it (the bot bar says so): its buttons look asleep, since taps do nothing. */
  .phase[inert] { opacity: 0.55; filter: saturate(0.3); }
  .more { grid-area: more; overflow: auto; display: grid; gap: 14px; align-content: start; }
  .more:focus-visible { outline: 3px solid var(--ct-focus, #1a4fd6); outline-offset: 2px; }
  .footer { grid-area: footer; display: flex; gap: 8px; }
  /* One row in every language (Czech and Italian labels wrapped the pair onto two, and the room the
     scores get shrank by a row): each button shares the width and wraps its own words. */
  .footer button { flex: 1 1 0; min-width: 0; padding-inline: 10px; line-height: 1.2; }
  h3 { font-size: 1rem; margin: 0 0 6px; }
  /*
   * A low screen lying (1024×768: 712 px of panel): tighter spacing so five score rows fit beside a
   * turn's controls, and the menu stays on the bottom edge while a tall step (a catapult's aim)
   * scrolls under it. Each menu button keeps its label on one line.
   */
  @media (orientation: landscape) and (max-height: 800px) {
    aside { padding: 8px 10px 0; gap: 6px; }
    .footer { position: sticky; bottom: 0; z-index: 1; padding-block: 6px 8px; background: #f4efe1; box-shadow: 0 -6px 6px -6px rgb(0 0 0 / 25%); }
    .footer button { flex: 1 1 auto; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; padding-inline: 6px; font-size: 0.9rem; }
  }
  .board-error { position: absolute; inset: 16px; color: #fff; }

  .final-banner {
    position: absolute; inset-inline: 0; bottom: 16px; margin: 0 auto; width: max-content; max-width: 92%; z-index: 2;
    display: flex; align-items: center; gap: 16px; padding: 10px 12px 10px 20px; border-radius: 14px;
    background: #f8f3e6; box-shadow: 0 6px 24px rgb(0 0 0 / 40%); font-size: 1.25rem; font-weight: 700;
  }
  @media (orientation: portrait) {
    .layout { grid-template-columns: 1fr; grid-template-rows: 1fr minmax(240px, 44vh); }
    /*
     * Upright the panel is wide and low: the turn's controls first, what happened this turn in the
     * room left (it scrolls on its own), then one row at the bottom with the hint and the menu.
     */
    aside {
      border-inline-start: none; border-top: 1px solid #cfc6b4; padding: 10px 14px; gap: 10px;
      grid-template-columns: minmax(0, 1fr) auto; grid-template-rows: auto auto minmax(0, 1fr) auto;
      grid-template-areas: 'turn turn' 'phase phase' 'more more' 'bot footer';
    }
    ct-bot-bar { align-self: end; }
    .footer { align-self: end; justify-content: end; }
    /* Upright the rail's score track is the score board: the turn's controls fit without scrolling. */
    ct-score-board { display: none; }
    .footer button { flex: 0 1 auto; min-height: 44px; }
  }
`;
