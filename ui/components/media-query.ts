// A CSS media query a component renders by (not only styles by): its host updates when the
// query starts or stops matching, e.g. when the tablet is turned.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class MediaQueryController implements ReactiveController {
  private list: MediaQueryList | null = null;

  constructor(private readonly host: ReactiveControllerHost, private readonly query: string) {
    host.addController(this);
  }

  get matches(): boolean {
    return (this.list ?? globalThis.matchMedia?.(this.query))?.matches ?? false;
  }

  hostConnected(): void {
    this.list = globalThis.matchMedia?.(this.query) ?? null;
    this.list?.addEventListener('change', this.changed);
  }

  hostDisconnected(): void {
    this.list?.removeEventListener('change', this.changed);
    this.list = null;
  }

  private readonly changed = (): void => this.host.requestUpdate();
}
