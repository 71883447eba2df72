// Čeština: texty kolem herního plánu (viz ./en.ts).
import type { tableEn } from './en.js';

export const tableCs: Record<keyof typeof tableEn, string> & Record<string, string> = {
  'changes.heading': 'Od tvého minulého tahu',
  'changes.tile': '{name} přiložil(a) kartičku na pole {x}, {y}',
  'changes.tileWith': '{name} přiložil(a) kartičku na pole {x}, {y}: {follower}',
  'changes.follower': '{name}: {follower} na poli {x}, {y}',
  'changes.none': 'Na plánu není nic nového.',
  'changes.hint': 'Nové karty mají okraj v barvě hráče, dokud neklepneš na plán.',

  'view.fit': 'Ukázat celý plán',
  'view.zoomIn': 'Přiblížit',
  'view.zoomOut': 'Oddálit',
  'view.controls': 'Pohled na plán',

  'track.label': 'Body',
  'track.entry': '{name}: {points} bodů',
  'track.gain': '+{points} minulý tah',

  'panel.close': 'Zavřít',
  'panel.bag': 'Karty v pytlíku',
  'panel.log': 'Průběh hry',
  'panel.chart': 'Graf bodů',
  'panel.open': 'Pytlík, průběh a graf',

  'bag.heading': 'Ještě v pytlíku: {n}',
  'bag.group': '{name}: {n} karet',
  'bag.count': 'zbývá {n}',
  'bag.current': 'Právě tažená',
  'bag.currentCount': 'Po této ještě {n} stejných v pytlíku',
  'bag.fits': 'Hodí se na {n} polí',
  'bag.tile': '{description}: zbývá {n}',

  'log.heading': 'Celá hra',
  'log.filter': 'Ukázat tahy hráče',
  'log.everyone': 'Všichni',
  'log.turn': 'Tah {n}: {name}',
  'log.placed': 'přiložil(a) kartičku na pole {x}, {y}',
  'log.nothing': 'Zatím žádné tahy.',
  'log.noneFor': '{name} zatím netáhl(a).',

  'end.result': 'Výsledek',
  'end.byPlayer': 'Závěrečné bodování podle hráčů',
  'end.playerTotal': '{name}: {points} v závěrečném bodování',
  'end.kindTotal': '{kind}: {points}',
  'end.zeroFolded#one': '{count} řádek s 0 body',
  'end.zeroFolded#few': '{count} řádky s 0 body',
  'end.zeroFolded#other': '{count} řádků s 0 body',
  'end.nothingFinal': 'Na konci hry se nic nebodovalo.',

  'coach.title': 'Tip pro první hru',
  'coach.place': 'Klepni na pole s plusem a polož tam taženou kartičku. Vyznačena jsou jen pole, kam se hodí.',
  'coach.rotate': 'Klepni na kartičku znovu a otoč ji (jen tak, jak se hodí), pak „{confirm}“.',
  'coach.deploy': 'Klepni na kroužek a postav družiníka na cestu, město, klášter nebo louku — znovu klepni pro potvrzení — nebo zvol „{skip}“.',
  'coach.score': 'Dokončená cesta, město nebo klášter se hned boduje pro toho, kdo na nich má nejvíc družiníků; družiníci se vracejí.',
  'coach.ok': 'Rozumím',
  'coach.off': 'Žádné další tipy',
};
