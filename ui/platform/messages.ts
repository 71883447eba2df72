// Texts of the install hint, the storage notice and the share sheet, in the four languages.
// Registered into ui/i18n at import (like an expansion's terms); TypeScript makes every language
// carry every key, test/ui/platform.test.ts checks the placeholders.
import { registerMessages, type Locale } from '../i18n/index.js';

const en = {
  'ipad.install.title': 'Install on this iPad',
  'ipad.install.steps': 'Tap Share {icon} in Safari’s toolbar, then “Add to Home Screen”.',
  'ipad.install.why': 'Installed, the game opens full screen, works without a connection and keeps its saves.',
  'ipad.install.dismiss': 'Not now',
  'ipad.install.shareIcon': 'the square with an arrow pointing up',
  'storage.notice.week': 'This browser may delete your saved games if the game is not opened for a week, unless it is installed on the Home Screen. Export a game to keep a copy.',
  'storage.notice.other': 'This browser may delete your saved games when the device runs short of space, unless the game is installed. Export a game to keep a copy.',
  'storage.notice.export': 'Export the last game',
  'storage.notice.dismiss': 'Got it',
  'share.title': 'Carcassonne: the game of {players}',
} as const;

type Keys = keyof typeof en;

const nl: Record<Keys, string> = {
  'ipad.install.title': 'Installeer op deze iPad',
  'ipad.install.steps': 'Tik op Deel {icon} in de knoppenbalk van Safari en dan op ‘Zet op beginscherm’.',
  'ipad.install.why': 'Geïnstalleerd opent het spel schermvullend, werkt het zonder verbinding en blijven de opgeslagen spellen bewaard.',
  'ipad.install.dismiss': 'Niet nu',
  'ipad.install.shareIcon': 'het vierkantje met een pijl omhoog',
  'storage.notice.week': 'Deze browser kan je opgeslagen spellen wissen als het spel een week niet wordt geopend, tenzij het op het beginscherm staat. Exporteer een spel om een kopie te bewaren.',
  'storage.notice.other': 'Deze browser kan je opgeslagen spellen wissen als het apparaat vol raakt, tenzij het spel geïnstalleerd is. Exporteer een spel om een kopie te bewaren.',
  'storage.notice.export': 'Laatste spel exporteren',
  'storage.notice.dismiss': 'Begrepen',
  'share.title': 'Carcassonne: het spel van {players}',
};

const cs: Record<Keys, string> = {
  'ipad.install.title': 'Nainstalovat na tento iPad',
  'ipad.install.steps': 'Na liště Safari klepněte na Sdílet {icon} a pak na „Přidat na plochu“.',
  'ipad.install.why': 'Nainstalovaná hra se otevře na celou obrazovku, funguje bez připojení a uložené hry zůstanou zachované.',
  'ipad.install.dismiss': 'Teď ne',
  'ipad.install.shareIcon': 'čtvereček se šipkou nahoru',
  'storage.notice.week': 'Tento prohlížeč může uložené hry smazat, když hru týden neotevřete, pokud není nainstalovaná na ploše. Exportujte hru, ať máte kopii.',
  'storage.notice.other': 'Tento prohlížeč může uložené hry smazat, když v zařízení dojde místo, pokud hra není nainstalovaná. Exportujte hru, ať máte kopii.',
  'storage.notice.export': 'Exportovat poslední hru',
  'storage.notice.dismiss': 'Rozumím',
  'share.title': 'Carcassonne: hra hráčů {players}',
};

const it: Record<Keys, string> = {
  'ipad.install.title': 'Installa su questo iPad',
  'ipad.install.steps': 'Tocca Condividi {icon} nella barra di Safari, poi “Aggiungi alla schermata Home”.',
  'ipad.install.why': 'Una volta installato, il gioco si apre a schermo intero, funziona senza connessione e conserva le partite salvate.',
  'ipad.install.dismiss': 'Non ora',
  'ipad.install.shareIcon': 'il quadrato con una freccia verso l’alto',
  'storage.notice.week': 'Questo browser può cancellare le partite salvate se il gioco non viene aperto per una settimana, a meno che non sia installato nella schermata Home. Esporta una partita per tenerne una copia.',
  'storage.notice.other': 'Questo browser può cancellare le partite salvate quando il dispositivo è a corto di spazio, a meno che il gioco non sia installato. Esporta una partita per tenerne una copia.',
  'storage.notice.export': 'Esporta l’ultima partita',
  'storage.notice.dismiss': 'Ho capito',
  'share.title': 'Carcassonne: la partita di {players}',
};

export const PLATFORM_MESSAGES: Record<Locale, Record<Keys, string>> = { en, nl, cs, it };

for (const [locale, table] of Object.entries(PLATFORM_MESSAGES)) registerMessages(locale as Locale, table);
