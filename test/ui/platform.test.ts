// Where the app runs (ui/platform): which user agents get the iPad install hint and which wording
// of the storage notice, what a persistence request answers in every case, and the platform
// texts in all four languages.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../ui/i18n/index.js';
import { hasWeekLimit, isInstalled, requestPersistence, showInstallHint, type PlatformEnv } from '../../ui/platform/index.js';
import { PLATFORM_MESSAGES } from '../../ui/platform/messages.js';

const UA = {
  // iPadOS 13+ Safari asks for the desktop site: it says Macintosh, with a touch screen.
  ipadSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipadMobileSafari: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadChrome: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadFirefox: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  ipadWebView: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
};

const env = (userAgent: string, more: Partial<PlatformEnv> = {}): PlatformEnv =>
  ({ userAgent, maxTouchPoints: /iPad|iPhone|Android/.test(userAgent) ? 5 : 0, standalone: undefined, displayModeApp: false, ...more });

describe('the install hint', () => {
  it('shows in Safari tabs on an iPad or iPhone, also when iPadOS says Macintosh', () => {
    expect(showInstallHint(env(UA.ipadSafari, { maxTouchPoints: 5 }))).toBe(true);
    expect(showInstallHint(env(UA.ipadMobileSafari))).toBe(true);
    expect(showInstallHint(env(UA.iphoneSafari))).toBe(true);
  });

  it('does not show in the installed app, in other browsers or web views, or on a Mac', () => {
    expect(showInstallHint(env(UA.ipadSafari, { maxTouchPoints: 5, standalone: true }))).toBe(false);
    expect(showInstallHint(env(UA.ipadMobileSafari, { displayModeApp: true }))).toBe(false);
    for (const ua of [UA.ipadChrome, UA.ipadFirefox, UA.ipadWebView, UA.androidChrome, UA.desktopChrome]) {
      expect(showInstallHint(env(ua)), ua).toBe(false);
    }
    expect(showInstallHint(env(UA.macSafari))).toBe(false); // no touch screen: a real Mac
  });
});

describe('the storage notice wording', () => {
  it('names the week in Safari (iOS and macOS), storage pressure elsewhere', () => {
    expect(hasWeekLimit(env(UA.ipadSafari, { maxTouchPoints: 5 }))).toBe(true);
    expect(hasWeekLimit(env(UA.ipadChrome))).toBe(true); // WebKit on iOS, Safari's storage rules
    expect(hasWeekLimit(env(UA.macSafari))).toBe(true);
    expect(hasWeekLimit(env(UA.androidChrome))).toBe(false);
    expect(hasWeekLimit(env(UA.desktopChrome))).toBe(false);
  });

  it('knows an installed app', () => {
    expect(isInstalled(env(UA.iphoneSafari, { standalone: true }))).toBe(true);
    expect(isInstalled(env(UA.androidChrome, { displayModeApp: true }))).toBe(true);
    expect(isInstalled(env(UA.iphoneSafari, { standalone: false }))).toBe(false);
  });
});

describe('requestPersistence', () => {
  it('is granted without asking when the storage already persists', async () => {
    let asked = 0;
    expect(await requestPersistence({ persisted: async () => true, persist: async () => { asked++; return true; } })).toBe('granted');
    expect(asked).toBe(0);
  });

  it('asks otherwise and reports the answer', async () => {
    expect(await requestPersistence({ persisted: async () => false, persist: async () => true })).toBe('granted');
    expect(await requestPersistence({ persisted: async () => false, persist: async () => false })).toBe('refused');
  });

  it('is unknown without the API or when it fails', async () => {
    expect(await requestPersistence(undefined)).toBe('unknown');
    expect(await requestPersistence({})).toBe('unknown');
    expect(await requestPersistence({ persist: async () => { throw new Error('SecurityError'); } })).toBe('unknown');
  });
});

describe('platform texts', () => {
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  it('exist in all four languages, non-empty, with the same placeholders', () => {
    const en = PLATFORM_MESSAGES.en;
    for (const locale of LOCALES) {
      const table = PLATFORM_MESSAGES[locale] as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(table[key].trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(table[key]), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
