// Italiano: i testi intorno al tavolo di gioco (vedi ./en.ts).
import type { tableEn } from './en.js';

export const tableIt: Record<keyof typeof tableEn, string> & Record<string, string> = {
  'changes.heading': 'Dal tuo ultimo turno',
  'changes.tile': '{name} ha piazzato una tessera sulla casella {x}, {y}',
  'changes.tileWith': '{name} ha piazzato una tessera sulla casella {x}, {y}: {follower}',
  'changes.follower': '{name}: {follower} sulla casella {x}, {y}',
  'changes.none': 'Niente di nuovo sul tavolo.',
  'changes.hint': 'Le tessere nuove hanno il bordo nel colore del giocatore finché non tocchi il tavolo.',

  'view.fit': 'Mostra tutto il tavolo',
  'view.zoomIn': 'Ingrandisci',
  'view.zoomOut': 'Riduci',
  'view.controls': 'Vista del tavolo',

  'track.label': 'Punteggi',
  'track.entry': '{name}: {points} punti',
  'track.gain': '+{points} ultimo turno',

  'panel.close': 'Chiudi',
  'panel.bag': 'Tessere nel sacchetto',
  'panel.log': 'Cronaca della partita',
  'panel.chart': 'Grafico dei punti',
  'panel.open': 'Sacchetto, cronaca e grafico',

  'bag.heading': 'Ancora nel sacchetto: {n}',
  'bag.group': '{name}: {n} tessere',
  'bag.count': 'ne restano {n}',
  'bag.current': 'Pescata ora',
  'bag.currentCount': 'Dopo questa, ancora {n} uguali nel sacchetto',
  'bag.fits': 'Si può mettere su {n} caselle',
  'bag.tile': '{description}: ne restano {n}',

  'log.heading': 'Tutta la partita',
  'log.filter': 'Mostra i turni di',
  'log.everyone': 'Tutti',
  'log.turn': 'Turno {n}: {name}',
  'log.placed': 'ha piazzato una tessera sulla casella {x}, {y}',
  'log.nothing': 'Ancora nessun turno.',
  'log.noneFor': 'Ancora nessun turno di {name}.',

  'end.result': 'Risultato',
  'end.byPlayer': 'Punteggio finale per giocatore',
  'end.playerTotal': '{name}: {points} nel punteggio finale',
  'end.kindTotal': '{kind}: {points}',
  'end.zeroFolded#one': '{count} riga con 0 punti',
  'end.zeroFolded#other': '{count} righe con 0 punti',
  'end.nothingFinal': 'Nessun punto alla fine della partita.',

  'coach.title': 'Consiglio per la prima partita',
  'coach.place': 'Tocca una casella con il più per mettervi la tessera pescata. Sono segnate solo le caselle dove si può mettere.',
  'coach.rotate': 'Tocca di nuovo la tessera per girarla (solo nei modi possibili), poi “{confirm}”.',
  'coach.deploy': 'Tocca un cerchio per mettere un seguace su strada, città, monastero o prato — toccalo di nuovo per confermare — oppure scegli “{skip}”.',
  'coach.score': 'Una strada, città o monastero completati danno subito punti a chi vi ha più seguaci; i seguaci tornano.',
  'coach.ok': 'Capito',
  'coach.off': 'Basta consigli',
};
