// Nederlands: de teksten rond het bord (zie ./en.ts).
import type { tableEn } from './en.js';

export const tableNl: Record<keyof typeof tableEn, string> & Record<string, string> = {
  'changes.heading': 'Sinds je vorige beurt',
  'changes.tile': '{name} legde een tegel op vak {x}, {y}',
  'changes.tileWith': '{name} legde een tegel op vak {x}, {y}: {follower}',
  'changes.follower': '{name}: {follower} op vak {x}, {y}',
  'changes.none': 'Niets nieuws op het bord.',
  'changes.hint': 'Nieuwe tegels hebben een rand in de kleur van hun speler tot je op het bord tikt.',

  'view.fit': 'Toon het hele bord',
  'view.zoomIn': 'Inzoomen',
  'view.zoomOut': 'Uitzoomen',
  'view.controls': 'Bordweergave',

  'track.label': 'Scores',
  'track.entry': '{name}: {points} punten',
  'track.gain': '+{points} vorige beurt',

  'panel.close': 'Sluiten',
  'panel.bag': 'Tegels in de zak',
  'panel.log': 'Spelverloop',
  'panel.chart': 'Scoreverloop',
  'panel.open': 'Zak, verloop en grafiek',

  'bag.heading': 'Nog in de zak: {n}',
  'bag.group': '{name}: {n} tegels',
  'bag.count': 'nog {n}',
  'bag.current': 'Nu getrokken',
  'bag.currentCount': 'Hierna nog {n} zulke in de zak',
  'bag.fits': 'Past op {n} vakken',
  'bag.tile': '{description}: nog {n}',

  'log.heading': 'Het hele spel',
  'log.filter': 'Toon beurten van',
  'log.everyone': 'Iedereen',
  'log.turn': 'Beurt {n}: {name}',
  'log.placed': 'legde een tegel op vak {x}, {y}',
  'log.nothing': 'Nog geen beurten.',
  'log.noneFor': 'Nog geen beurten van {name}.',

  'end.result': 'Uitslag',
  'end.byPlayer': 'Eindtelling per speler',
  'end.playerTotal': '{name}: {points} bij de eindtelling',
  'end.kindTotal': '{kind}: {points}',
  'end.zeroFolded#one': '{count} regel met 0 punten',
  'end.zeroFolded#other': '{count} regels met 0 punten',
  'end.nothingFinal': 'Niets gescoord aan het einde van het spel.',

  'coach.title': 'Tip voor je eerste spel',
  'coach.place': 'Tik op een vak met een plus om de getrokken tegel daar te leggen. Alleen vakken waar hij past zijn gemarkeerd.',
  'coach.rotate': 'Tik nog eens op de tegel om hem te draaien (alleen zoals hij past), dan op ‘{confirm}’.',
  'coach.deploy': 'Tik op een cirkel om een horige op een weg, stad, klooster of weide te zetten — tik nog eens om te bevestigen — of kies ‘{skip}’.',
  'coach.score': 'Een afgemaakte weg, stad of klooster scoort meteen voor wie er de meeste horigen op heeft; de horigen komen terug.',
  'coach.ok': 'Begrepen',
  'coach.off': 'Geen tips meer',
};
