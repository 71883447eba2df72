// The write-ahead rule of a session: a change is written before it is shown. The autosave's write
// starts in the task that made the change; the screen, the sounds and the score show hear of it
// only once that write has committed, or has failed with the save banner up. Changes settle in
// order, so what they show keeps its order. No DOM here (node tests drive it through Session).

export class WriteAhead {
  private unsettled = 0;
  private whenSettled: (() => void)[] = [];

  /** True while a change is applied in memory but its write has not settled yet. */
  get busy(): boolean {
    return this.unsettled > 0;
  }

  /** Resolves once every change so far is settled and shown (at once when none is pending). */
  shown(): Promise<void> {
    return this.unsettled === 0 ? Promise.resolve() : new Promise((ok) => this.whenSettled.push(ok));
  }

  /**
   * Shows a change (`show`) once `written` settles, either way; at once when there is no write
   * (a session without autosave, as in the node tests).
   */
  after(written: Promise<unknown> | void, show: () => void): void {
    if (!written) {
      show();
      return;
    }
    this.unsettled++;
    void written.then(() => undefined, () => undefined).then(() => {
      this.unsettled--;
      show();
      if (this.unsettled === 0) for (const ok of this.whenSettled.splice(0)) ok();
    });
  }
}
