// The words of Inns & Cathedrals' rules pages (./rules.ts) in the four languages, in our own
// words. Terms as in ./texts.ts: NL herberg, kathedraal, grote horige; CS hostinec, katedrála,
// velký družiník; IT locanda, cattedrale, seguace grande.
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'rules.inns.inns.title': 'Inns',
  'rules.inns.inns.1': 'Six tiles show an inn by a lake beside a road. The inn belongs to the whole road, and once a road has one it keeps it.',
  'rules.inns.inns.done': 'Finished: the road scores 2 points per tile instead of 1 (a second inn adds nothing more).',
  'rules.inns.inns.open': 'Still unfinished at the end of the game: the road scores nothing.',
  'rules.inns.inns.tiles': 'Inns beside roads. On the junction the inn belongs only to the road leading east.',
  'rules.inns.cathedrals.title': 'Cathedrals',
  'rules.inns.cathedrals.1': 'Two tiles show a cathedral in the middle of a city open on all four sides. The cathedral belongs to the whole city.',
  'rules.inns.cathedrals.done': 'Finished: the city scores 3 points per tile and per pennant instead of 2.',
  'rules.inns.cathedrals.open': 'Still unfinished at the end of the game: the city scores nothing.',
  'rules.inns.cathedrals.siege': 'A besieged city with a cathedral loses one point per tile and pennant from the 3: 2 each when finished.',
  'rules.inns.cathedrals.tiles': 'The cathedral: a city on all four sides, hard to close.',
  'rules.inns.big.title': 'The big follower',
  'rules.inns.big.1': 'Each player gets a big follower besides the seven normal ones. You place it instead of a normal follower — on a road, city, cloister or farm of your new tile that nobody holds yet.',
  'rules.inns.big.2': 'When it is decided who has most followers on something, the big follower counts as two. Like any follower it comes back when its road, city or cloister is scored.',
  'rules.inns.big.app': 'On the tablet, tapping a spot where both kinds may go opens a small choice beside it: the big follower or a normal one.',
  'rules.inns.tiles.title': 'The other new tiles',
  'rules.inns.tiles.1': 'The remaining tiles bring new shapes to the landscape: several separate city edges on one tile, a cloister where two roads end, a farm split in two below a city.',
  'rules.inns.tiles.tiles': 'Four separate city edges, three city edges, a cloister between roads, a split farm.',
};

type Texts = Record<keyof typeof en, string>;

const nl: Texts = {
  'rules.inns.inns.title': 'Herbergen',
  'rules.inns.inns.1': 'Zes tegels tonen een herberg aan een meertje naast een weg. De herberg hoort bij de hele weg, en een weg die er een heeft, houdt die.',
  'rules.inns.inns.done': 'Voltooid: de weg levert 2 punten per tegel op in plaats van 1 (een tweede herberg voegt niets meer toe).',
  'rules.inns.inns.open': 'Aan het einde van het spel nog niet af: de weg levert niets op.',
  'rules.inns.inns.tiles': 'Herbergen naast wegen. Op het kruispunt hoort de herberg alleen bij de weg naar het oosten.',
  'rules.inns.cathedrals.title': 'Kathedralen',
  'rules.inns.cathedrals.1': 'Twee tegels tonen een kathedraal midden in een stad die aan alle vier de zijden open is. De kathedraal hoort bij de hele stad.',
  'rules.inns.cathedrals.done': 'Voltooid: de stad levert 3 punten per tegel en per wapenschild op in plaats van 2.',
  'rules.inns.cathedrals.open': 'Aan het einde van het spel nog niet af: de stad levert niets op.',
  'rules.inns.cathedrals.siege': 'Een belegerde stad met een kathedraal verliest één punt per tegel en wapenschild van de 3: voltooid 2 per stuk.',
  'rules.inns.cathedrals.tiles': 'De kathedraal: een stad aan alle vier de zijden, moeilijk af te maken.',
  'rules.inns.big.title': 'De grote horige',
  'rules.inns.big.1': 'Iedere speler krijgt naast de zeven gewone horigen een grote horige. Je zet hem in plaats van een gewone horige — op een weg, stad, klooster of weide van je nieuwe tegel waar nog niemand staat.',
  'rules.inns.big.2': 'Als bepaald wordt wie ergens de meeste horigen heeft, telt de grote horige als twee. Zoals elke horige komt hij terug als zijn weg, stad of klooster geteld is.',
  'rules.inns.big.app': 'Op de tablet opent een tik op een plek waar beide soorten mogen een kleine keuze ernaast: de grote horige of een gewone.',
  'rules.inns.tiles.title': 'De andere nieuwe tegels',
  'rules.inns.tiles.1': 'De overige tegels brengen nieuwe vormen in het landschap: meerdere losse stadsranden op één tegel, een klooster waar twee wegen eindigen, een weide die onder een stad in tweeën is gedeeld.',
  'rules.inns.tiles.tiles': 'Vier losse stadsranden, drie stadsranden, een klooster tussen wegen, een gedeelde weide.',
};

const cs: Texts = {
  'rules.inns.inns.title': 'Hostince',
  'rules.inns.inns.1': 'Šest kartiček ukazuje hostinec u jezírka vedle cesty. Hostinec patří celé cestě, a když ho cesta jednou má, zůstane jí.',
  'rules.inns.inns.done': 'Dokončená: cesta dá 2 body za kartičku místo 1 (druhý hostinec už nic nepřidá).',
  'rules.inns.inns.open': 'Na konci hry stále nedokončená: cesta nedá nic.',
  'rules.inns.inns.tiles': 'Hostince u cest. Na křižovatce patří hostinec jen cestě vedoucí na východ.',
  'rules.inns.cathedrals.title': 'Katedrály',
  'rules.inns.cathedrals.1': 'Dvě kartičky ukazují katedrálu uprostřed města otevřeného na všechny čtyři strany. Katedrála patří celému městu.',
  'rules.inns.cathedrals.done': 'Dokončené: město dá 3 body za kartičku a za erb místo 2.',
  'rules.inns.cathedrals.open': 'Na konci hry stále nedokončené: město nedá nic.',
  'rules.inns.cathedrals.siege': 'Obležené město s katedrálou ztrácí z těch 3 jeden bod za kartičku a erb: dokončené dá 2 za každou.',
  'rules.inns.cathedrals.tiles': 'Katedrála: město na všech čtyřech stranách, těžko se uzavírá.',
  'rules.inns.big.title': 'Velký družiník',
  'rules.inns.big.1': 'Každý hráč dostane vedle sedmi obyčejných družiníků jednoho velkého družiníka. Postavíte ho místo obyčejného družiníka — na cestu, město, klášter nebo louku své nové kartičky, kde ještě nikdo nestojí.',
  'rules.inns.big.2': 'Když se rozhoduje, kdo má někde nejvíc družiníků, počítá se velký družiník za dva. Jako každý družiník se vrátí, když se jeho cesta, město nebo klášter započítá.',
  'rules.inns.big.app': 'Na tabletu otevře klepnutí na místo, kam smí oba druhy, malou volbu vedle něj: velký, nebo obyčejný družiník.',
  'rules.inns.tiles.title': 'Ostatní nové kartičky',
  'rules.inns.tiles.1': 'Zbylé kartičky přinášejí do krajiny nové tvary: několik oddělených okrajů měst na jedné kartičce, klášter, u něhož končí dvě cesty, louku pod městem rozdělenou na dvě.',
  'rules.inns.tiles.tiles': 'Čtyři oddělené okraje měst, tři okraje měst, klášter mezi cestami, rozdělená louka.',
};

const it: Texts = {
  'rules.inns.inns.title': 'Locande',
  'rules.inns.inns.1': 'Sei tessere mostrano una locanda presso un laghetto accanto a una strada. La locanda appartiene a tutta la strada, e una strada che ne ha una la conserva.',
  'rules.inns.inns.done': 'Completata: la strada vale 2 punti per tessera invece di 1 (una seconda locanda non aggiunge altro).',
  'rules.inns.inns.open': 'Ancora incompiuta alla fine della partita: la strada non vale niente.',
  'rules.inns.inns.tiles': 'Locande accanto alle strade. All’incrocio la locanda appartiene solo alla strada verso est.',
  'rules.inns.cathedrals.title': 'Cattedrali',
  'rules.inns.cathedrals.1': 'Due tessere mostrano una cattedrale al centro di una città aperta su tutti e quattro i lati. La cattedrale appartiene a tutta la città.',
  'rules.inns.cathedrals.done': 'Completata: la città vale 3 punti per tessera e per stemma invece di 2.',
  'rules.inns.cathedrals.open': 'Ancora incompiuta alla fine della partita: la città non vale niente.',
  'rules.inns.cathedrals.siege': 'Una città assediata con una cattedrale perde un punto per tessera e stemma dai 3: completata ne vale 2 ciascuno.',
  'rules.inns.cathedrals.tiles': 'La cattedrale: una città su tutti e quattro i lati, difficile da chiudere.',
  'rules.inns.big.title': 'Il seguace grande',
  'rules.inns.big.1': 'Ogni giocatore riceve un seguace grande oltre ai sette normali. Lo metti al posto di un seguace normale — su una strada, una città, un monastero o un prato della nuova tessera che nessuno occupa ancora.',
  'rules.inns.big.2': 'Quando si decide chi ha più seguaci su qualcosa, il seguace grande conta come due. Come ogni seguace torna indietro quando la sua strada, città o monastero viene contato.',
  'rules.inns.big.app': 'Sul tablet, toccare un punto dove possono andare entrambi apre accanto una piccola scelta: il seguace grande o uno normale.',
  'rules.inns.tiles.title': 'Le altre nuove tessere',
  'rules.inns.tiles.1': 'Le tessere restanti portano nuove forme nel paesaggio: più bordi di città separati su una tessera, un monastero dove finiscono due strade, un prato diviso in due sotto una città.',
  'rules.inns.tiles.tiles': 'Quattro bordi di città separati, tre bordi di città, un monastero tra le strade, un prato diviso.',
};

export const rulesTexts: ExpansionTexts = { en, nl, cs, it };
