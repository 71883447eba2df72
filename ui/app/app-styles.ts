// The app shell's own look (ct-app): the green header with sound and language, and the screen
// below it, all inside an installed iPad's safe area.
import { css } from 'lit';

export const appStyles = css`
  :host {
    display: grid; grid-template-rows: auto 1fr; height: 100dvh; background: #f4efe1;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1a14;
    /* iPad terms: no double-tap zoom, no long-press callout, no text selection by a held finger
       (inputs keep theirs: shared-styles.ts). Both pass down into every component. */
    touch-action: manipulation; -webkit-touch-callout: none; -webkit-user-select: none; user-select: none;
  }
  /* Installed on an iPad the page runs under a translucent status bar, and rounded corners and
     the home indicator cut the edges: keep everything inside the safe area. */
  /* The handoff, drawer and rules overlays start below it (--ct-top, set from its height): sound
     and language stay in reach, and a tap on Mute never passes the tablet on. */
  header {
    position: relative; z-index: 25;
    display: flex; align-items: center; justify-content: space-between; gap: 12px; background: #2f5d34; color: #fff;
    padding: max(4px, env(safe-area-inset-top)) max(14px, env(safe-area-inset-right)) 4px max(14px, env(safe-area-inset-left));
  }
  .title { font-size: 1.15rem; font-weight: 700; margin: 0; }
  .controls { display: flex; align-items: center; gap: 8px; }
  main { min-height: 0; position: relative; padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left); }
  main > * { height: 100%; }
`;
