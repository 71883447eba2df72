// Entry point: pick the language (remembered, else the browser's), then start the app shell, which
// takes over from index.html's splash.
import { initialLocale, setLocale } from './i18n/index.js';
import './test-hook.js';
import './ct-app.js';

setLocale(initialLocale());
document.body.append(document.createElement('ct-app'));
// The app renders its own loading screen in this very task: index.html's splash has done its part.
document.querySelector('.splash')?.remove();
