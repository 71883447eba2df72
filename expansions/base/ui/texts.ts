// The base game's words that belong to the module (its name and description, its options, the
// name of its follower type: `follower.<typeId>`, lower case as inside a sentence), in the four languages. The game's common vocabulary — cities, roads, knights, farmers — stays in
// the shell's tables (ui/i18n), since every screen speaks it. Read eagerly by ui/i18n.
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'expansion.base.name': 'Base game',
  'expansion.base.desc': 'Roads, cities, cloisters and farms: the 72 tiles of Carcassonne.',
  'follower.follower': 'follower',
  'option.base.farmScoring': 'Farm scoring',
  'option.base.farmScoring.desc': 'How farmers score at the end: per completed city next to their farm.',
  'option.base.farmScoring.field-3': '3 per completed city (current rules)',
  'option.base.farmScoring.field-3-once': '3 per city, each city counted once per player (2nd edition)',
  'option.base.farmScoring.city-4': '4 per city to the farmers around it (1st edition)',
  'option.base.smallCity': 'Two-tile city',
  'option.base.smallCity.desc': 'What a completed city of just two tiles is worth.',
  'option.base.smallCity.4': '4 points (current rules)',
  'option.base.smallCity.2': '2 points (early 1st-edition printings)',
};

type BaseTexts = Record<keyof typeof en, string>;

const nl: BaseTexts = {
  'expansion.base.name': 'Basisspel',
  'expansion.base.desc': 'Wegen, steden, kloosters en weiden: de 72 landtegels van Carcassonne.',
  'follower.follower': 'horige',
  'option.base.farmScoring': 'Telling van de weiden',
  'option.base.farmScoring.desc': 'Hoe boeren aan het eind punten krijgen: per voltooide stad aan hun weide.',
  'option.base.farmScoring.field-3': '3 per voltooide stad (huidige regels)',
  'option.base.farmScoring.field-3-once': '3 per stad, elke stad één keer per speler (2e editie)',
  'option.base.farmScoring.city-4': '4 per stad voor de boeren eromheen (1e editie)',
  'option.base.smallCity': 'Stad van twee tegels',
  'option.base.smallCity.desc': 'Wat een voltooide stad van maar twee tegels waard is.',
  'option.base.smallCity.4': '4 punten (huidige regels)',
  'option.base.smallCity.2': '2 punten (vroege drukken van de 1e editie)',
};

const cs: BaseTexts = {
  'expansion.base.name': 'Základní hra',
  'expansion.base.desc': 'Cesty, města, kláštery a louky: 72 kartiček krajiny hry Carcassonne.',
  'follower.follower': 'družiník',
  'option.base.farmScoring': 'Hodnocení luk',
  'option.base.farmScoring.desc': 'Jak sedláci na konci bodují: za každé dokončené město u své louky.',
  'option.base.farmScoring.field-3': '3 za dokončené město (současná pravidla)',
  'option.base.farmScoring.field-3-once': '3 za město, každé město jednou pro každého hráče (2. edice)',
  'option.base.farmScoring.city-4': '4 za město sedlákům kolem něj (1. edice)',
  'option.base.smallCity': 'Město ze dvou kartiček',
  'option.base.smallCity.desc': 'Kolik bodů má dokončené město jen ze dvou kartiček.',
  'option.base.smallCity.4': '4 body (současná pravidla)',
  'option.base.smallCity.2': '2 body (rané tisky 1. edice)',
};

const it: BaseTexts = {
  'expansion.base.name': 'Gioco base',
  'expansion.base.desc': 'Strade, città, monasteri e prati: le 72 tessere di Carcassonne.',
  'follower.follower': 'seguace',
  'option.base.farmScoring': 'Punteggio dei prati',
  'option.base.farmScoring.desc': 'Come segnano i contadini alla fine: per ogni città completata accanto al loro prato.',
  'option.base.farmScoring.field-3': '3 per città completata (regole attuali)',
  'option.base.farmScoring.field-3-once': '3 per città, ogni città una volta per giocatore (2ª edizione)',
  'option.base.farmScoring.city-4': '4 per città ai contadini intorno (1ª edizione)',
  'option.base.smallCity': 'Città di due tessere',
  'option.base.smallCity.desc': 'Quanto vale una città completata di sole due tessere.',
  'option.base.smallCity.4': '4 punti (regole attuali)',
  'option.base.smallCity.2': '2 punti (prime stampe della 1ª edizione)',
};

export const texts: ExpansionTexts = { en, nl, cs, it };
