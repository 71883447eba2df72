// Every word of The River in the four languages, read eagerly by the shell. Terms follow the
// published editions: NL De Rivier (rivier, bron, meer), CS Řeka (řeka, pramen, jezero),
// IT Il Fiume (fiume, sorgente, lago).
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'expansion.river.name': 'The River',
  'expansion.river.desc': 'The game starts at the spring: twelve river tiles come first and the river ends in the lake, then the normal tiles follow.',
  'kind.river': 'River',
  'rule.river.continue': 'A river tile must continue the river at its open end.',
  'rule.river.u-turn': 'The river may not bend the same way twice in a row: it would turn back on itself.',
  'rule.river.closed': 'The river already ends in its lake.',
};

type Texts = Record<keyof typeof en, string>;

const nl: Texts = {
  'expansion.river.name': 'De Rivier',
  'expansion.river.desc': 'Het spel begint bij de bron: eerst komen twaalf riviertegels en de rivier eindigt in het meer, daarna volgen de gewone tegels.',
  'kind.river': 'Rivier',
  'rule.river.continue': 'Een riviertegel moet de rivier aan haar open einde voortzetten.',
  'rule.river.u-turn': 'De rivier mag niet twee keer achter elkaar dezelfde kant op buigen: dan zou ze terugstromen.',
  'rule.river.closed': 'De rivier eindigt al in het meer.',
};

const cs: Texts = {
  'expansion.river.name': 'Řeka',
  'expansion.river.desc': 'Hra začíná u pramene: nejdřív přijde dvanáct kartiček řeky, řeka skončí v jezeře a pak následují běžné kartičky.',
  'kind.river': 'Řeka',
  'rule.river.continue': 'Kartička řeky musí navázat na otevřený konec řeky.',
  'rule.river.u-turn': 'Řeka se nesmí stočit dvakrát po sobě na stejnou stranu: obrátila by se zpět.',
  'rule.river.closed': 'Řeka už končí v jezeře.',
};

const it: Texts = {
  'expansion.river.name': 'Il Fiume',
  'expansion.river.desc': 'La partita comincia dalla sorgente: prima le dodici tessere del fiume, che finisce nel lago, poi le tessere normali.',
  'kind.river': 'Fiume',
  'rule.river.continue': 'Una tessera fiume deve proseguire il fiume dalla sua estremità aperta.',
  'rule.river.u-turn': 'Il fiume non può curvare due volte di seguito dalla stessa parte: tornerebbe indietro.',
  'rule.river.closed': 'Il fiume finisce già nel lago.',
};

export const texts: ExpansionTexts = { en, nl, cs, it };
