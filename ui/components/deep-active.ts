// Dialogs give focus back where it was when they close; inside lit components that place is in a
// shadow root, so document.activeElement alone names only the outermost host.

/** The focused element, looking into shadow roots. */
export function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}
