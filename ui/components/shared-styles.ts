// Styles every shell element shares: readable contrast (WCAG AA), 48 px touch targets, a visible
// keyboard focus ring. Colours are CSS custom properties set on the app root.
import { css } from 'lit';

/** Hides an element from the eye, not from screen readers (.visually-hidden; a rule of its own where a media query decides). */
export const visuallyHiddenRules = css`
  position: absolute !important; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
`;

export const sharedStyles = css`
  :host {
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    color: var(--ct-text, #1f1a14);
    box-sizing: border-box;
  }
  *, *::before, *::after { box-sizing: inherit; }
  /* The app turns selection off for held fingers (ct-app); what players type stays selectable. */
  input, textarea { -webkit-user-select: text; user-select: text; }
  button, select, input {
    font: inherit;
    min-height: 48px;
    border-radius: 10px;
  }
  button {
    cursor: pointer;
    padding: 0 18px;
    border: 2px solid var(--ct-primary, #2f5d34);
    background: #fff;
    color: var(--ct-primary, #2f5d34);
    font-weight: 600;
    touch-action: manipulation;
  }
  button.primary {
    background: var(--ct-primary, #2f5d34);
    color: #fff;
  }
  button.danger {
    border-color: var(--ct-danger, #9b1c1c);
    color: var(--ct-danger, #9b1c1c);
  }
  button:disabled {
    cursor: default;
    border-color: #767676;
    color: #595959;
    background: #eee;
  }
  button:focus-visible, select:focus-visible, input:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid var(--ct-focus, #1a4fd6);
    outline-offset: 2px;
  }
  select, input[type='text'], input[type='number'] {
    padding: 0 10px;
    border: 2px solid #6b6257;
    background: #fff;
    color: inherit;
  }
  h1, h2, h3 { margin: 0 0 12px; line-height: 1.2; }
  .visually-hidden { ${visuallyHiddenRules} }
  .error {
    color: var(--ct-danger, #9b1c1c);
    font-weight: 600;
  }
  .hint { color: #4a4239; }
`;
