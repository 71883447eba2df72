// Entry point: pick the language (remembered, else the browser's), then start the app shell.
import { initialLocale, setLocale } from './i18n/index.js';
import './test-hook.js';
import './ct-app.js';

setLocale(initialLocale());
document.body.append(document.createElement('ct-app'));
