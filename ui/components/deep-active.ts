// Dialogs give focus back where it was when they close; inside lit components that place is in a
// shadow root, so document.activeElement alone names only the outermost host.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The focused element, looking into shadow roots. */
export function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/**
 * What every dialog of the game does while it is on screen: Escape closes it, and when it goes
 * the focus returns to where it was when the dialog opened.
 */
export class DialogController implements ReactiveController {
  private returnFocus: Element | null = null;

  constructor(host: ReactiveControllerHost, private readonly close: () => void) {
    host.addController(this);
  }

  hostConnected(): void {
    this.returnFocus = deepActive();
    window.addEventListener('keydown', this.onKey);
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKey);
    (this.returnFocus as HTMLElement | null)?.focus?.();
  }

  private onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); this.close(); }
  };
}
