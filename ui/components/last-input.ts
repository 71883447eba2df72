// Whether the last input was a key (else a finger, pen or mouse, or none yet), for focus the app
// moves itself: its ring is for keyboards. After a reload, with no key pressed yet, browsers count
// script focus as keyboard focus and ring it — for a touch player too. Components mark such focus
// with `data-quiet-focus` when no key came last, and their styles drop the ring for it.
let keyboard = false;

if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => { keyboard = true; }, true);
  window.addEventListener('pointerdown', () => { keyboard = false; }, true);
}

/** Focuses `el`, with its ring only if the last input was a key. */
export function focusQuietly(el: HTMLElement | null | undefined): void {
  if (!el) return;
  el.toggleAttribute('data-quiet-focus', !keyboard);
  el.focus();
}
