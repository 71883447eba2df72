// The words of The River's rules pages (./rules.ts) in the four languages, in our own words.
// Terms as in ./texts.ts: NL rivier, bron, meer; CS řeka, pramen, jezero; IT fiume, sorgente, lago.
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'rules.river.start.title': 'From the spring to the lake',
  'rules.river.start.1': 'The game begins at the spring instead of the usual start tile, which goes into the bag with the others. The river tiles come first, in random order, and the lake is always the last of them; after it the normal tiles follow.',
  'rules.river.start.tiles': 'The spring, where the game starts, and the lake, where the river ends.',
  'rules.river.flow.title': 'Carrying the river on',
  'rules.river.flow.mouth': 'A river tile must go at the river’s open end and carry the water on.',
  'rules.river.flow.water': 'Water only meets water: no other tile can be put against the river.',
  'rules.river.flow.uturn': 'No U-turns: a bend may not turn the same way as the bend before it, even with straight stretches between — the river would flow back on itself.',
  'rules.river.flow.nowhere': 'A river tile that fits nowhere is put away, like any other tile.',
  'rules.river.flow.tiles': 'A straight stretch, a bend, and a road crossing the river on a bridge.',
  'rules.river.banks.title': 'Along the banks',
  'rules.river.banks.1': 'Roads, cities, cloisters and farms on river tiles are played as on any tile; nobody stands on the river itself. The river separates the farms on its two banks.',
  'rules.river.banks.tiles': 'Cities and a cloister on the banks.',
};

type Texts = Record<keyof typeof en, string>;


const nl: Texts = {
  'rules.river.start.title': 'Van de bron naar het meer',
  'rules.river.start.1': 'Het spel begint bij de bron in plaats van bij de gewone starttegel; die gaat met de andere in de zak. Eerst komen de riviertegels, in willekeurige volgorde, en het meer is altijd de laatste daarvan; daarna volgen de gewone tegels.',
  'rules.river.start.tiles': 'De bron, waar het spel begint, en het meer, waar de rivier eindigt.',
  'rules.river.flow.title': 'De rivier voortzetten',
  'rules.river.flow.mouth': 'Een riviertegel moet aan het open einde van de rivier komen en het water verder voeren.',
  'rules.river.flow.water': 'Water sluit alleen aan op water: geen andere tegel mag tegen de rivier worden gelegd.',
  'rules.river.flow.uturn': 'Geen U-bochten: een bocht mag niet dezelfde kant op draaien als de bocht ervoor, ook niet met rechte stukken ertussen — dan zou de rivier terugstromen.',
  'rules.river.flow.nowhere': 'Een riviertegel die nergens past, gaat weg, zoals elke andere tegel.',
  'rules.river.flow.tiles': 'Een recht stuk, een bocht en een weg die over een brug de rivier oversteekt.',
  'rules.river.banks.title': 'Langs de oevers',
  'rules.river.banks.1': 'Wegen, steden, kloosters en weiden op riviertegels worden gespeeld zoals op elke tegel; op de rivier zelf staat niemand. De rivier scheidt de weiden op haar twee oevers.',
  'rules.river.banks.tiles': 'Steden en een klooster aan de oevers.',
};

const cs: Texts = {
  'rules.river.start.title': 'Od pramene k jezeru',
  'rules.river.start.1': 'Hra začíná u pramene místo obvyklé startovní kartičky; ta jde s ostatními do sáčku. Nejdřív přijdou kartičky řeky v náhodném pořadí a jezero je vždy poslední z nich; po něm následují běžné kartičky.',
  'rules.river.start.tiles': 'Pramen, kde hra začíná, a jezero, kde řeka končí.',
  'rules.river.flow.title': 'Jak řeka pokračuje',
  'rules.river.flow.mouth': 'Kartička řeky musí přijít na otevřený konec řeky a vést vodu dál.',
  'rules.river.flow.water': 'Voda navazuje jen na vodu: k řece nelze přiložit žádnou jinou kartičku.',
  'rules.river.flow.uturn': 'Žádné obrátky: zákrut nesmí zatočit na stejnou stranu jako zákrut před ním, ani s rovnými úseky mezi nimi — řeka by tekla zpátky.',
  'rules.river.flow.nowhere': 'Kartička řeky, která nikam nepasuje, se odloží jako každá jiná.',
  'rules.river.flow.tiles': 'Rovný úsek, zákrut a cesta, která řeku přechází po mostě.',
  'rules.river.banks.title': 'Podél břehů',
  'rules.river.banks.1': 'Cesty, města, kláštery a louky na kartičkách řeky se hrají jako na kterékoli kartičce; na samotné řece nestojí nikdo. Řeka odděluje louky na svých dvou březích.',
  'rules.river.banks.tiles': 'Města a klášter na březích.',
};

const it: Texts = {
  'rules.river.start.title': 'Dalla sorgente al lago',
  'rules.river.start.1': 'La partita comincia dalla sorgente invece che dalla solita tessera iniziale, che va nel sacchetto con le altre. Prima vengono le tessere del fiume, in ordine casuale, e il lago è sempre l’ultima; dopo seguono le tessere normali.',
  'rules.river.start.tiles': 'La sorgente, da cui parte la partita, e il lago, dove il fiume finisce.',
  'rules.river.flow.title': 'Proseguire il fiume',
  'rules.river.flow.mouth': 'Una tessera del fiume va messa all’estremità aperta del fiume e deve portare l’acqua avanti.',
  'rules.river.flow.water': 'L’acqua incontra solo acqua: nessun’altra tessera può essere messa contro il fiume.',
  'rules.river.flow.uturn': 'Niente inversioni: una curva non può girare dalla stessa parte della curva precedente, nemmeno con tratti dritti in mezzo — il fiume tornerebbe indietro.',
  'rules.river.flow.nowhere': 'Una tessera del fiume che non va da nessuna parte viene scartata, come qualsiasi altra tessera.',
  'rules.river.flow.tiles': 'Un tratto dritto, una curva e una strada che attraversa il fiume su un ponte.',
  'rules.river.banks.title': 'Lungo le rive',
  'rules.river.banks.1': 'Strade, città, monasteri e prati sulle tessere del fiume si giocano come su qualsiasi tessera; sul fiume stesso non sta nessuno. Il fiume separa i prati delle sue due rive.',
  'rules.river.banks.tiles': 'Città e un monastero sulle rive.',
};

export const rulesTexts: ExpansionTexts = { en, nl, cs, it };
