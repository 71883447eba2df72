// Every word of Inns & Cathedrals in the four languages, read eagerly by the shell
// (docs/contract.md#texts). Terms follow the published editions: NL Herbergen en Kathedralen
// (herberg, kathedraal, grote horige), CS Hostince a katedrály (hostinec, katedrála, velký
// družiník), IT Locande e Cattedrali (locanda, cattedrale, seguace grande).
import type { ExpansionTexts } from '../../../ui/expansion-api.js';

const en = {
  'expansion.inns.name': 'Inns & Cathedrals',
  'expansion.inns.desc': '18 new tiles. An inn doubles its road when completed but leaves it worthless if open at the end; a cathedral makes its city worth 3 per tile and pennant, or nothing if unfinished. Each player gets a big follower that counts as two.',
  'option.inns.bigFarmer': 'Big follower on a farm',
  'option.inns.bigFarmer.desc': 'How much the big follower weighs among the farmers of a farm.',
  'option.inns.bigFarmer.2': 'Counts as two (published rules)',
  'option.inns.bigFarmer.1': 'Counts as one (variant)',
  'tag.inn': 'inn',
  'follower.inns/big': 'big follower',
};

type Texts = Record<keyof typeof en, string>;

const nl: Texts = {
  'expansion.inns.name': 'Herbergen en Kathedralen',
  'expansion.inns.desc': '18 nieuwe tegels. Een herberg verdubbelt haar weg als die af is, maar maakt hem waardeloos als hij aan het eind open ligt; een kathedraal maakt haar stad 3 per tegel en wapenschild waard, of niets als ze niet af is. Elke speler krijgt een grote horige die voor twee telt.',
  'option.inns.bigFarmer': 'Grote horige op een weide',
  'option.inns.bigFarmer.desc': 'Hoe zwaar de grote horige telt onder de boeren van een weide.',
  'option.inns.bigFarmer.2': 'Telt als twee (officiële regels)',
  'option.inns.bigFarmer.1': 'Telt als één (variant)',
  'tag.inn': 'herberg',
  'follower.inns/big': 'grote horige',
};

const cs: Texts = {
  'expansion.inns.name': 'Hostince a katedrály',
  'expansion.inns.desc': '18 nových kartiček. Hostinec zdvojnásobí dokončenou cestu, ale cesta nedokončená na konci hry nemá žádnou cenu; katedrála dá dokončenému městu 3 body za kartičku a erb, nedokončenému nic. Každý hráč dostane velkého družiníka, který se počítá za dva.',
  'option.inns.bigFarmer': 'Velký družiník na louce',
  'option.inns.bigFarmer.desc': 'Kolik váží velký družiník mezi rolníky na louce.',
  'option.inns.bigFarmer.2': 'Počítá se za dva (oficiální pravidla)',
  'option.inns.bigFarmer.1': 'Počítá se za jednoho (varianta)',
  'tag.inn': 'hostinec',
  'follower.inns/big': 'velký družiník',
};

const it: Texts = {
  'expansion.inns.name': 'Locande e Cattedrali',
  'expansion.inns.desc': '18 nuove tessere. Una locanda raddoppia la sua strada completata, ma la rende senza valore se a fine partita è ancora aperta; una cattedrale fa valere la sua città 3 per tessera e bandierina, o nulla se incompiuta. Ogni giocatore riceve un seguace grande che conta come due.',
  'option.inns.bigFarmer': 'Seguace grande su un prato',
  'option.inns.bigFarmer.desc': 'Quanto pesa il seguace grande tra i contadini di un prato.',
  'option.inns.bigFarmer.2': 'Conta come due (regole pubblicate)',
  'option.inns.bigFarmer.1': 'Conta come uno (variante)',
  'tag.inn': 'locanda',
  'follower.inns/big': 'seguace grande',
};

export const texts: ExpansionTexts = { en, nl, cs, it };
