// Styles of the catapult panel: large touch targets (the token buttons are the size of a thumb; a
// slider is 48 px tall, so a finger landing beside its thumb still drags it), sliders as wide as
// the panel, results in a card.
import { css } from 'lit';

export const panelStyles = css`
  :host { display: block; }
  section { display: grid; gap: 10px; }
  h3 { font-size: 1.1rem; margin: 0; }
  p { margin: 0; }
  .tokens { display: grid; gap: 8px; }
  .tokens button { display: grid; gap: 2px; text-align: start; padding: 8px 14px; min-height: 64px; }
  .tokens strong { font-size: 1.15rem; }
  .tokens span { font-weight: 400; color: #3b342c; font-size: 0.95rem; }
  label { display: flex; flex-wrap: wrap; gap: 0 6px; font-weight: 600; }
  label output { font-weight: 400; white-space: nowrap; }
  input[type='range'] { width: 100%; min-height: 48px; margin: 0; accent-color: var(--ct-primary, #2f5d34); }
  .row { display: flex; flex-wrap: wrap; gap: 8px; }
  .row button { flex: 1 1 auto; }
  .big { min-height: 64px; font-size: 1.2rem; }
  ul { margin: 0; padding-inline-start: 20px; display: grid; gap: 4px; }
  .list { display: flex; flex-wrap: wrap; gap: 6px; }
  .list button { font-weight: 500; }
  .list button[aria-pressed='true'] { background: var(--ct-primary, #2f5d34); color: #fff; }
  .result { background: #fff; border: 2px solid #d8cfbd; border-radius: 10px; padding: 10px 12px; display: grid; gap: 6px; }
  .controls { display: grid; gap: 10px; }
  /*
   * Upright the panel is wide and low (under the board): the tokens two by two, the sliders side
   * by side with the shot's button beside them, so every step fits without scrolling.
   */
  @media (orientation: portrait) {
    section { gap: 8px; }
    .tokens { grid-template-columns: 1fr 1fr; }
    .controls { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); align-items: end; gap: 16px; }
    .controls > button { min-width: max-content; }
  }
`;
