// The escape panel's texts in the four languages of the shell (registered through ExpansionUi.messages;
// every key starts with `siege.`). The rule errors (`rule.siege.escape-*`), the options and the
// phase name already live in ui/i18n, so they are not repeated here.
// Terms follow the seed (S-IT: città assediata, monastero) and the shell's tables: NL belegerde stad,
// klooster, ridder, horige (informal "je"); CS obležené město, klášter, rytíř, družiník (formal "vy");
// IT città assediata, monastero, cavaliere, seguace (informal "tu").
import type { Locale } from '../../../ui/i18n/index.js';

const en = {
  'siege.escape.why': 'A cloister next to the besieged city lets your knight slip away, back to your supply (it scores nothing).',
  'siege.escape.rule': 'Rule in this game: {rule}.',
  'siege.escape.options': 'Followers who can escape',
  'siege.escape.knight': '{name}’s knight on square {x}, {y} ({where})',
  'siege.escape.city#one': 'besieged city ({count} tile)',
  'siege.escape.city#other': 'besieged city ({count} tiles)',
  'siege.escape.via#one': 'through the cloister on {squares}',
  'siege.escape.via#other': 'through the cloisters on {squares}',
  'siege.escape.square': 'square {x}, {y}',
  'siege.escape.choose': 'Choose which follower escapes, or stay.',
  'siege.escape.go': 'Let it escape',
  'siege.escape.stay': 'Stay',
  'siege.escape.stayHint': 'Staying keeps the knight in the city; it still scores when the city is completed.',
  'siege.event.escaped': '{name}’s knight escaped from the besieged city on square {x}, {y}.',
};

export type SiegeMessageKey = keyof typeof en;

const nl: Record<SiegeMessageKey, string> = {
  'siege.escape.why': 'Een klooster naast de belegerde stad laat je ridder wegglippen, terug naar je voorraad (zonder punten).',
  'siege.escape.rule': 'Regel in dit spel: {rule}.',
  'siege.escape.options': 'Horigen die kunnen ontsnappen',
  'siege.escape.knight': 'Ridder van {name} op vak {x}, {y} ({where})',
  'siege.escape.city#one': 'belegerde stad ({count} tegel)',
  'siege.escape.city#other': 'belegerde stad ({count} tegels)',
  'siege.escape.via#one': 'via het klooster op {squares}',
  'siege.escape.via#other': 'via de kloosters op {squares}',
  'siege.escape.square': 'vak {x}, {y}',
  'siege.escape.choose': 'Kies welke horige ontsnapt, of blijf.',
  'siege.escape.go': 'Laat ontsnappen',
  'siege.escape.stay': 'Blijven',
  'siege.escape.stayHint': 'Als je blijft, staat de ridder nog in de stad en telt hij mee als de stad af is.',
  'siege.event.escaped': 'De ridder van {name} is ontsnapt uit de belegerde stad op vak {x}, {y}.',
};

const cs: Record<SiegeMessageKey, string> & Record<string, string> = {
  'siege.escape.why': 'Klášter vedle obleženého města umožní vašemu rytíři vyklouznout zpět do zásoby (bez bodů).',
  'siege.escape.rule': 'Pravidlo v této hře: {rule}.',
  'siege.escape.options': 'Družiníci, kteří mohou uprchnout',
  'siege.escape.knight': 'Rytíř hráče {name} na poli {x}, {y} ({where})',
  'siege.escape.city#one': 'obležené město ({count} kartička)',
  'siege.escape.city#few': 'obležené město ({count} kartičky)',
  'siege.escape.city#other': 'obležené město ({count} kartiček)',
  'siege.escape.via#one': 'přes klášter: {squares}',
  'siege.escape.via#other': 'přes kláštery: {squares}',
  'siege.escape.square': 'pole {x}, {y}',
  'siege.escape.choose': 'Vyberte, který družiník uprchne, nebo zůstaňte.',
  'siege.escape.go': 'Nechat uprchnout',
  'siege.escape.stay': 'Zůstat',
  'siege.escape.stayHint': 'Když rytíř zůstane, stojí dál ve městě a boduje, až bude město dokončeno.',
  'siege.event.escaped': 'Rytíř hráče {name} uprchl z obleženého města na poli {x}, {y}.',
};

const it: Record<SiegeMessageKey, string> = {
  'siege.escape.why': 'Un monastero accanto alla città assediata permette al tuo cavaliere di sgattaiolare via e tornare nella tua riserva (senza punti).',
  'siege.escape.rule': 'Regola in questa partita: {rule}.',
  'siege.escape.options': 'Seguaci che possono fuggire',
  'siege.escape.knight': 'Cavaliere di {name} sulla casella {x}, {y} ({where})',
  'siege.escape.city#one': 'città assediata ({count} tessera)',
  'siege.escape.city#other': 'città assediata ({count} tessere)',
  'siege.escape.via#one': 'attraverso il monastero sulla {squares}',
  'siege.escape.via#other': 'attraverso i monasteri: {squares}',
  'siege.escape.square': 'casella {x}, {y}',
  'siege.escape.choose': 'Scegli quale seguace fugge, oppure resta.',
  'siege.escape.go': 'Fai fuggire',
  'siege.escape.stay': 'Resta',
  'siege.escape.stayHint': 'Restando, il cavaliere rimane nella città e fa punti quando la città viene completata.',
  'siege.event.escaped': 'Il cavaliere di {name} è fuggito dalla città assediata sulla casella {x}, {y}.',
};

export const SIEGE_MESSAGES: Record<Locale, Record<string, string>> = { en, nl, cs, it };
