// What the app needs to know about where it runs, for iPad installation and storage: is it an
// installed Home Screen app, and is it Safari in a tab on an iPad/iPhone (where "Share → Add to
// Home Screen" is the only way to install, and a tab's saves may be deleted after a week without
// a visit). Pure functions of a small environment record, so node tests can feed real user agents.

export interface PlatformEnv {
  userAgent: string;
  maxTouchPoints: number;
  /** navigator.standalone: iOS sets it to true in a Home Screen app (undefined elsewhere). */
  standalone: boolean | undefined;
  /** matchMedia('(display-mode: standalone)') or fullscreen/minimal-ui: an installed web app. */
  displayModeApp: boolean;
}

export function currentEnv(): PlatformEnv {
  const nav = navigator as Navigator & { standalone?: boolean };
  const app = ['standalone', 'fullscreen', 'minimal-ui'].some((m) => matchMedia(`(display-mode: ${m})`).matches);
  return { userAgent: nav.userAgent, maxTouchPoints: nav.maxTouchPoints ?? 0, standalone: nav.standalone, displayModeApp: app };
}

/** Running as an installed app (Home Screen on iOS, an installed PWA elsewhere). */
export function isInstalled(env: PlatformEnv): boolean {
  return env.standalone === true || env.displayModeApp;
}

/**
 * An iPad, iPhone or iPod touch. iPadOS 13+ Safari asks for desktop sites and says "Macintosh":
 * a Mac with a touch screen is an iPad (Macs have no touch screens).
 */
export function isAppleMobile(env: PlatformEnv): boolean {
  return /\b(iPad|iPhone|iPod)\b/.test(env.userAgent) || (/\bMacintosh\b/.test(env.userAgent) && env.maxTouchPoints > 1);
}

/** Other browsers on iOS (all WebKit inside) name themselves; in-app web views carry no "Safari/". */
const NOT_SAFARI = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo|Brave|Focus|FBAN|FBAV|Instagram|Line|Snapchat)\//;

/** Safari itself on an Apple tablet or phone. */
export function isIosSafari(env: PlatformEnv): boolean {
  return isAppleMobile(env) && /\bSafari\//.test(env.userAgent) && !NOT_SAFARI.test(env.userAgent);
}

/** The "Install on this iPad" hint: Safari, in a tab (not the installed app, not another browser). */
export function showInstallHint(env: PlatformEnv): boolean {
  return isIosSafari(env) && !isInstalled(env);
}

/**
 * Safari (any WebKit with Safari's storage policy: iOS and macOS) deletes a site's storage after
 * seven days of use without a visit, unless the site is a Home Screen app. Other browsers only
 * evict under storage pressure. Chooses the wording of the storage notice.
 */
export function hasWeekLimit(env: PlatformEnv): boolean {
  if (isAppleMobile(env)) return true;
  return /\bVersion\/[\d.]+.*\bSafari\//.test(env.userAgent) && !/\b(Chrome|Chromium|Edg)\//.test(env.userAgent);
}
