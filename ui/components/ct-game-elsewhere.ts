// "This game is open in another window": shown over the game, which stops, when another tab or
// window of this browser opened the game (or deleted it) while this page played it. Two windows
// writing one game would mix their moves (ui/storage/db.ts, claims), so this one stops and the
// players choose: play the saved game here (the other window stops instead), keep this window's
// game as a new save (nothing made here is lost, also when moves of it are not in the saved game),
// or go to the start screen.
import { css, html, LitElement, nothing } from 'lit';
import { LocaleController, plural, t } from '../i18n/index.js';
import type { LostReason } from '../storage/index.js';
import { sharedStyles } from './shared-styles.js';

export class CtGameElsewhere extends LitElement {
  static override properties = { reason: {}, unsaved: { type: Number }, chosen: { state: true } };
  static override styles = [sharedStyles, css`
    /* Over everything, the update prompt and the save banner too: nothing else may be done here now. */
    .backdrop { position: fixed; inset: 0; z-index: 40; display: grid; place-items: center; padding: 16px; background: rgb(20 16 10 / 62%); }
    .card { background: #f8f3e6; border-radius: 16px; padding: 24px 28px; max-width: min(560px, 94vw); box-shadow: 0 10px 40px rgb(0 0 0 / 45%); }
    h2 { margin: 0 0 12px; font-size: 1.5rem; }
    p { margin: 0 0 10px; line-height: 1.4; }
    .unsaved { font-weight: 600; color: #7a1f12; }
    .actions { display: grid; gap: 10px; margin-top: 18px; }
  `];
  declare reason: LostReason;
  /** Moves (or take-backs) made here that are not in the saved game. */
  declare unsaved: number;
  /** A choice was made (the app is opening or copying the game): a second tap does nothing. */
  declare chosen: boolean;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.reason = 'taken';
    this.unsaved = 0;
    this.chosen = false;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  override render() {
    const taken = this.reason === 'taken';
    // With nothing of its own to lose, the window that stopped plays the saved game again by default.
    const keepFirst = !taken || this.unsaved > 0;
    const keep = html`<button class=${keepFirst ? 'primary' : ''} data-test="elsewhere-keep" @click=${() => this.emit('ct-keep-copy')}>${t('elsewhere.keepCopy')}</button>`;
    return html`<div class="backdrop" data-test="game-elsewhere" data-reason=${this.reason}>
      <div class="card" role="alertdialog" aria-modal="true" aria-labelledby="title" aria-describedby="what">
        <h2 id="title">${t(taken ? 'elsewhere.takenTitle' : 'elsewhere.goneTitle')}</h2>
        <p id="what">${t(taken ? 'elsewhere.taken' : 'elsewhere.gone')}</p>
        ${this.unsaved > 0 ? html`<p class="unsaved" data-test="elsewhere-unsaved">${plural('elsewhere.unsaved', this.unsaved)}</p>` : nothing}
        <div class="actions" ?inert=${this.chosen}>
          ${keepFirst ? keep : nothing}
          ${taken ? html`<button class=${keepFirst ? '' : 'primary'} data-test="elsewhere-play-here" @click=${() => this.emit('ct-play-here')}>${t('elsewhere.playHere')}</button>` : nothing}
          ${keepFirst ? nothing : keep}
          <button data-test="elsewhere-leave" @click=${() => this.emit('ct-leave')}>${t(this.unsaved > 0 ? 'elsewhere.discard' : 'elsewhere.leave')}</button>
        </div>
      </div>
    </div>`;
  }

  private emit(type: string): void {
    if (this.chosen) return;
    this.chosen = true;
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }
}

customElements.define('ct-game-elsewhere', CtGameElsewhere);

declare global {
  interface HTMLElementTagNameMap {
    'ct-game-elsewhere': CtGameElsewhere;
  }
}
