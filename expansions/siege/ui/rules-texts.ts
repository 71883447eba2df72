// The words of the siege module's rules pages (./rules.ts) in the four languages, in our own
// words. Terms as in ./texts.ts: NL belegerde stad, ontsnappen; CS obležené město, uprchnout;
// IT città assediata, fuggire.
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'rules.siege.besieged.title': 'Besieged cities',
  'rules.siege.besieged.1': 'Each siege tile shows a city with a camp of besiegers in front of its wall. A city that takes in at least one siege tile is besieged — the whole city, and one siege tile does as much as several.',
  'rules.siege.besieged.tiles': 'Siege tiles of the three sets: the tents and trebuchets of the camp, or the cross of the Cathars.',
  'rules.siege.besieged.board': 'On the board every tile of a besieged city is marked, so you see at a glance how far the siege reaches.',
  'rules.siege.scoring.title': 'How a besieged city scores',
  'rules.siege.scoring.done': 'Finished during the game: 1 point per tile and 1 per pennant, instead of 2 each.',
  'rules.siege.scoring.end': 'Still unfinished at the end of the game: nothing at all.',
  'rules.siege.scoring.farms': 'For farmers it is a feast: each finished besieged city that borders a farm is worth 6 points to it instead of 3.',
  'rules.siege.scoring.example': 'For example, a finished besieged city of four tiles with one pennant scores 5 instead of 10.',
  'rules.siege.escape.title': 'Escaping from a besieged city',
  'rules.siege.escape.1': 'At the end of your turn you may take one of your own followers out of a besieged city and back to your supply, if a cloister lies next to the siege — across a side or a corner. The escaped follower scores nothing.',
  'rules.siege.escape.one': 'At most one follower escapes per turn.',
  'rules.siege.escape.anyone': 'The cloister may belong to anyone or to nobody, finished or not, and you need not have built on it this turn.',
  'rules.siege.escape.later': 'The escaped follower cannot be placed again in the same turn.',
  'rules.siege.escape.app': 'When an escape is possible, the tablet asks at the end of your turn; tap the knight on the board, or choose to stay.',
  'rules.siege.sets.title': 'Three sets, one rule',
  'rules.siege.sets.1': 'The Cathars (4 tiles), Siege (4 tiles with new pictures) and The Besiegers (6 tiles with new layouts) play by the same rules; only the escape differs between the publishers, so choose how it works before the game. The Cathars’ tiles carry a gold cross on a red shield.',
  'rules.siege.sets.tiles': 'A Cathars tile, a Siege tile and two Besiegers tiles.',
};

type Texts = Record<keyof typeof en, string>;


const nl: Texts = {
  'rules.siege.besieged.title': 'Belegerde steden',
  'rules.siege.besieged.1': 'Elke belegeringstegel toont een stad met een kamp van belegeraars voor haar muur. Een stad waar minstens één belegeringstegel bij hoort, is belegerd — de hele stad, en één belegeringstegel doet evenveel als meerdere.',
  'rules.siege.besieged.tiles': 'Belegeringstegels uit de drie sets: de tenten en blijden van het kamp, of het kruis van de Katharen.',
  'rules.siege.besieged.board': 'Op het bord is elke tegel van een belegerde stad gemarkeerd, zodat je in één oogopslag ziet hoe ver het beleg reikt.',
  'rules.siege.scoring.title': 'Hoe een belegerde stad telt',
  'rules.siege.scoring.done': 'Voltooid tijdens het spel: 1 punt per tegel en 1 per wapenschild, in plaats van 2.',
  'rules.siege.scoring.end': 'Aan het einde van het spel nog niet af: helemaal niets.',
  'rules.siege.scoring.farms': 'Voor boeren is het feest: elke voltooide belegerde stad aan een weide is er 6 punten waard in plaats van 3.',
  'rules.siege.scoring.example': 'Een voltooide belegerde stad van vier tegels met één wapenschild levert bijvoorbeeld 5 op in plaats van 10.',
  'rules.siege.escape.title': 'Ontsnappen uit een belegerde stad',
  'rules.siege.escape.1': 'Aan het einde van je beurt mag je één van je eigen horigen uit een belegerde stad terugnemen in je voorraad, als er een klooster naast het beleg ligt — aan een zijde of op een hoek. De ontsnapte horige levert niets op.',
  'rules.siege.escape.one': 'Per beurt ontsnapt hoogstens één horige.',
  'rules.siege.escape.anyone': 'Het klooster mag van iedereen of van niemand zijn, af of niet, en je hoeft er deze beurt niet aan gebouwd te hebben.',
  'rules.siege.escape.later': 'De ontsnapte horige mag in dezelfde beurt niet opnieuw worden gezet.',
  'rules.siege.escape.app': 'Als ontsnappen kan, vraagt de tablet het aan het einde van je beurt; tik de ridder op het bord aan of kies om te blijven.',
  'rules.siege.sets.title': 'Drie sets, één regel',
  'rules.siege.sets.1': 'De Katharen (4 tegels), Belegering (4 tegels met nieuwe afbeeldingen) en De Belegeraars (6 tegels met nieuwe indelingen) volgen dezelfde regels; alleen het ontsnappen verschilt per uitgever, dus kies vóór het spel hoe dat gaat. De tegels van de Katharen dragen een gouden kruis op een rood schild.',
  'rules.siege.sets.tiles': 'Een tegel van de Katharen, een van Belegering en twee van De Belegeraars.',
};

const cs: Texts = {
  'rules.siege.besieged.title': 'Obležená města',
  'rules.siege.besieged.1': 'Každá kartička obléhání ukazuje město s táborem obléhatelů před hradbami. Město, ke kterému patří alespoň jedna kartička obléhání, je obležené — celé město, a jedna kartička obléhání znamená totéž co několik.',
  'rules.siege.besieged.tiles': 'Kartičky obléhání ze tří sad: stany a praky tábora, nebo kříž katarů.',
  'rules.siege.besieged.board': 'Na herním plánu je označena každá kartička obleženého města, takže na první pohled vidíte, kam až obléhání sahá.',
  'rules.siege.scoring.title': 'Jak se boduje obležené město',
  'rules.siege.scoring.done': 'Dokončené během hry: 1 bod za kartičku a 1 za erb, místo 2.',
  'rules.siege.scoring.end': 'Na konci hry stále nedokončené: vůbec nic.',
  'rules.siege.scoring.farms': 'Pro sedláky je to hostina: každé dokončené obležené město u louky má pro ni cenu 6 bodů místo 3.',
  'rules.siege.scoring.example': 'Například dokončené obležené město ze čtyř kartiček s jedním erbem dá 5 bodů místo 10.',
  'rules.siege.escape.title': 'Útěk z obleženého města',
  'rules.siege.escape.1': 'Na konci svého tahu smíte vzít jednoho ze svých družiníků z obleženého města zpět do zásoby, leží-li vedle obléhání klášter — přes stranu nebo přes roh. Uprchlý družiník nic nezíská.',
  'rules.siege.escape.one': 'Za tah uprchne nejvýše jeden družiník.',
  'rules.siege.escape.anyone': 'Klášter může patřit komukoli nebo nikomu, dokončený či ne, a nemusíte na něm v tomto tahu stavět.',
  'rules.siege.escape.later': 'Uprchlého družiníka nelze v tomtéž tahu znovu postavit.',
  'rules.siege.escape.app': 'Je-li útěk možný, tablet se na konci vašeho tahu zeptá; klepněte na rytíře na herním plánu, nebo zvolte zůstat.',
  'rules.siege.sets.title': 'Tři sady, jedno pravidlo',
  'rules.siege.sets.1': 'Katarové (4 kartičky), Obléhání (4 kartičky s novými obrázky) a Obléhatelé (6 kartiček s novým rozvržením) se hrají podle stejných pravidel; jen útěk se u vydavatelů liší, proto před hrou zvolte, jak bude fungovat. Kartičky katarů nesou zlatý kříž na červeném štítu.',
  'rules.siege.sets.tiles': 'Kartička Katarů, kartička Obléhání a dvě kartičky Obléhatelů.',
};

const it: Texts = {
  'rules.siege.besieged.title': 'Città assediate',
  'rules.siege.besieged.1': 'Ogni tessera d’assedio mostra una città con un accampamento di assedianti davanti alle mura. Una città che comprende almeno una tessera d’assedio è assediata — tutta la città, e una sola tessera d’assedio fa quanto più d’una.',
  'rules.siege.besieged.tiles': 'Tessere d’assedio dei tre set: le tende e i trabucchi dell’accampamento, o la croce dei Catari.',
  'rules.siege.besieged.board': 'Sul tavolo ogni tessera di una città assediata è segnata, così vedi a colpo d’occhio fin dove arriva l’assedio.',
  'rules.siege.scoring.title': 'Come conta una città assediata',
  'rules.siege.scoring.done': 'Completata durante la partita: 1 punto per tessera e 1 per bandierina, invece di 2.',
  'rules.siege.scoring.end': 'Ancora incompiuta alla fine della partita: niente del tutto.',
  'rules.siege.scoring.farms': 'Per i contadini è una festa: ogni città assediata completata che confina con un prato vale per esso 6 punti invece di 3.',
  'rules.siege.scoring.example': 'Per esempio, una città assediata completata di quattro tessere con una bandierina vale 5 invece di 10.',
  'rules.siege.escape.title': 'Fuggire da una città assediata',
  'rules.siege.escape.1': 'Alla fine del tuo turno puoi riprendere nella tua riserva uno dei tuoi seguaci da una città assediata, se accanto all’assedio c’è un monastero — lungo un lato o in diagonale. Il seguace fuggito non segna punti.',
  'rules.siege.escape.one': 'Per turno fugge al massimo un seguace.',
  'rules.siege.escape.anyone': 'Il monastero può essere di chiunque o di nessuno, completato o no, e non serve averci costruito in questo turno.',
  'rules.siege.escape.later': 'Il seguace fuggito non può essere rimesso in gioco nello stesso turno.',
  'rules.siege.escape.app': 'Quando si può fuggire, il tablet lo chiede alla fine del tuo turno; tocca il cavaliere sul tavolo o scegli di restare.',
  'rules.siege.sets.title': 'Tre set, una regola',
  'rules.siege.sets.1': 'I Catari (4 tessere), L’assedio (4 tessere con nuove illustrazioni) e Gli assedianti (6 tessere con nuove disposizioni) seguono le stesse regole; solo la fuga cambia da un editore all’altro, quindi scegliete prima della partita come funziona. Le tessere dei Catari portano una croce d’oro su uno scudo rosso.',
  'rules.siege.sets.tiles': 'Una tessera dei Catari, una de L’assedio e due de Gli assedianti.',
};

export const rulesTexts: ExpansionTexts = { en, nl, cs, it };
