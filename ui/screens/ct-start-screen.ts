// The start screen: Continue the last game, New game, the saved games (open, export, delete; a
// game whose moves the autosave could not store yet is marked so),
// and import of an exported record (a bad file shows why and changes nothing).
import { css, html, LitElement, nothing } from 'lit';
import type { SaveListing } from '../storage/index.js';
import { playerLook } from '../game/player-style.js';
import { joinNames } from '../game/labels.js';
import { getLocale, LocaleController, t } from '../i18n/index.js';
import { sharedStyles } from '../components/shared-styles.js';
import '../components/ct-player-mark.js';
import '../components/ct-install-hint.js';
import '../components/ct-storage-notice.js';

export interface Notice { text: string; error: boolean }

export class CtStartScreen extends LitElement {
  static override properties = {
    saves: { attribute: false }, savesLate: { attribute: false }, notice: { attribute: false }, confirming: { state: true }, openElsewhere: { attribute: false },
  };
  static override styles = [sharedStyles, css`
    :host { display: block; height: 100%; overflow: auto; padding: 24px; }
    .page { max-width: 860px; margin: 0 auto; display: grid; gap: 24px; }
    h1 { font-size: 2.6rem; margin-bottom: 4px; }
    .big { display: flex; gap: 16px; flex-wrap: wrap; }
    .big button { min-height: 72px; font-size: 1.3rem; min-width: 240px; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
    li { background: #fffdf6; border: 1px solid #cfc6b4; border-radius: 12px; padding: 12px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
    .who { flex: 1 1 260px; display: grid; gap: 4px; }
    .marks { display: flex; gap: 4px; align-items: center; flex-wrap: wrap; }
    .meta { color: #4a4239; font-size: 0.95rem; }
    .unsaved { color: #7a1f12; }
    .row-actions { display: flex; gap: 8px; flex-wrap: wrap; }
    /*
     * The file field's own button and "No file chosen" are the browser's, in the device's language
     * (English in a Dutch game on an English tablet): the label is the button, in the game's
     * language, and the field itself is out of sight but still takes the keyboard's focus.
     */
    .import { position: relative; }
    .import input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
    .import label {
      display: inline-flex; align-items: center; font-weight: 600; min-height: 48px; padding: 0 18px; border-radius: 10px;
      border: 2px solid var(--ct-primary, #2f5d34); background: #fff; color: var(--ct-primary, #2f5d34); cursor: pointer;
      touch-action: manipulation;
    }
    .import input:focus-visible + label { outline: 3px solid var(--ct-focus, #1a4fd6); outline-offset: 2px; }
    [role='status'] { min-height: 1.5em; }
  `];
  declare saves: SaveListing[];
  /** The saved games are not read yet (ct-app shows this screen without them: ui/storage/open-saves.ts). */
  declare savesLate: boolean;
  declare notice: Notice | null;
  declare confirming: string | null;
  /** Games another tab or window of this browser plays now (their Web Locks): the list says so. */
  declare openElsewhere: ReadonlySet<string>;
  private readonly i18n = new LocaleController(this);

  constructor() {
    super();
    this.saves = [];
    this.savesLate = false;
    this.notice = null;
    this.confirming = null;
    this.openElsewhere = new Set();
  }

  override render() {
    const last = this.saves[0];
    return html`<div class="page" data-test="start-screen">
      <header>
        <h1>${t('app.title')}</h1>
        <p class="hint">${t('start.tagline')}</p>
      </header>
      <div class="big">
        ${last && !last.summary.finished ? html`<button class="primary" data-test="continue"
            aria-label=${t('start.continueLabel', { players: this.players(last) })}
            @click=${() => this.emit('ct-open-game', last.id)}>${t('start.continue')}</button>` : nothing}
        <button class=${last && !last.summary.finished ? '' : 'primary'} data-test="new-game"
          @click=${() => this.emit('ct-new-game')}>${t('start.newGame')}</button>
      </div>
      <div role="status" aria-live="polite" class=${this.notice?.error ? 'error' : ''} data-test="notice">${this.notice?.text ?? ''}</div>
      <ct-storage-notice ?canExport=${this.saves.length > 0}></ct-storage-notice>
      <ct-install-hint></ct-install-hint>
      <section aria-labelledby="saved">
        <h2 id="saved">${t('start.saved')}</h2>
        ${this.saves.length === 0 ? html`<p data-test=${this.savesLate ? 'saves-late' : 'no-saves'}>${t(this.savesLate ? 'start.savesLate' : 'start.noSaves')}</p>` : html`<ul data-test="saves">
          ${this.saves.map((g) => this.renderSave(g))}
        </ul>`}
      </section>
      <section class="import">
        <input id="import" type="file" accept="application/json,.json" data-test="import" @change=${this.onImport} />
        <label for="import" data-test="import-button">${t('start.import')}</label>
      </section>
    </div>`;
  }

  private players(g: SaveListing): string {
    return joinNames(g.summary.players.map((p) => p.name));
  }

  private renderSave(g: SaveListing) {
    const date = new Intl.DateTimeFormat(getLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(g.updated);
    const players = this.players(g);
    const confirming = this.confirming === g.id;
    // A game only the autosave holds (its writes failed) is not "saved {date}": the row says so.
    const label = (key: 'open' | 'export' | 'delete' | 'deleteConfirm') =>
      g.unsaved ? t(`start.${key}UnsavedLabel`, { players }) : t(`start.${key}Label`, { players, date });
    return html`<li data-test="save">
      <div class="who">
        <div class="marks">
          ${g.summary.players.map((p, i) => {
            const look = playerLook(p.color);
            return html`<ct-player-mark .fill=${look.fill} .stroke=${look.stroke} .mark=${look.mark} .markColor=${look.ink} size="22"></ct-player-mark>
              <span>${p.name} ${g.summary.scores[i] ?? 0}</span>`;
          })}
        </div>
        <div class="meta">${g.summary.finished ? t('start.finished') : t('start.turn', { n: g.summary.turn + 1 })} ·
          ${g.unsaved ? html`<strong class="unsaved" data-test="not-saved">${t('start.notSaved')}</strong>` : t('start.savedAt', { date })}
          ${this.openElsewhere.has(g.id) ? html` · <strong data-test="open-elsewhere">${t('start.openElsewhere')}</strong>` : nothing}</div>
      </div>
      <div class="row-actions">
        <button class="primary" aria-label=${label('open')} @click=${() => this.emit('ct-open-game', g.id)}>${t('start.open')}</button>
        <button aria-label=${label('export')} @click=${() => this.emit('ct-export-game', g.id)}>${t('start.export')}</button>
        ${confirming
          ? html`<button class="danger" aria-label=${label('deleteConfirm')}
              @click=${() => { this.confirming = null; this.emit('ct-delete-game', g.id); }}>${t('start.deleteConfirm')}</button>
            <button @click=${() => { this.confirming = null; }}>${t('game.cancel')}</button>`
          : html`<button class="danger" aria-label=${label('delete')}
              @click=${() => { this.confirming = g.id; }}>${t('start.delete')}</button>`}
      </div>
    </li>`;
  }

  private async onImport(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    // The app checks the file's size before it reads it (ui/storage/import-limits.ts).
    this.dispatchEvent(new CustomEvent('ct-import', { detail: { file }, bubbles: true, composed: true }));
  }

  private emit(type: string, id?: string): void {
    this.dispatchEvent(new CustomEvent(type, { detail: { id }, bubbles: true, composed: true }));
  }
}

customElements.define('ct-start-screen', CtStartScreen);

declare global {
  interface HTMLElementTagNameMap {
    'ct-start-screen': CtStartScreen;
  }
}
