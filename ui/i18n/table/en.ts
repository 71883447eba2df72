// English texts of the table around the board: what changed, the bag, the score track, the
// game's log, the board controls, the end screen's groups. Spread into ../en.ts (one table per
// language), kept apart so the shell's table grows in one place.
export const tableEn = {
  'changes.heading': 'Since your last turn',
  'changes.tile': '{name} placed a tile on square {x}, {y}',
  'changes.tileWith': '{name} placed a tile on square {x}, {y}: {follower}',
  'changes.follower': '{name}: {follower} on square {x}, {y}',
  'changes.none': 'Nothing new on the board.',
  'changes.hint': 'New tiles are outlined in their player’s colour until you tap the board.',

  'view.fit': 'Show the whole board',
  'view.zoomIn': 'Zoom in',
  'view.zoomOut': 'Zoom out',
  'view.controls': 'Board view',

  'track.label': 'Scores',
  'track.entry': '{name}: {points} points',
  'track.gain': '+{points} last turn',

  'panel.close': 'Close',
  'panel.bag': 'Tiles in the bag',
  'panel.log': 'Game log',
  'panel.chart': 'Score chart',
  'panel.open': 'Bag, log and chart',

  'bag.heading': 'Still in the bag: {n}',
  'bag.group': '{name}: {n} tiles',
  'bag.count': '{n} left',
  'bag.current': 'Drawn now',
  'bag.currentCount': 'After this one, {n} more like it in the bag',
  'bag.fits': 'It fits on {n} squares',
  'bag.tile': '{description}: {n} left',

  'log.heading': 'The whole game',
  'log.filter': 'Show turns of',
  'log.everyone': 'Everyone',
  'log.turn': 'Turn {n}: {name}',
  'log.placed': 'placed a tile on square {x}, {y}',
  'log.nothing': 'No turns yet.',
  'log.noneFor': 'No turns of {name} yet.',

  'end.result': 'Result',
  'end.byPlayer': 'Final scoring by player',
  'end.playerTotal': '{name}: {points} in the final scoring',
  'end.kindTotal': '{kind}: {points}',
  'end.zeroFolded#one': '{count} line with 0 points',
  'end.zeroFolded#other': '{count} lines with 0 points',
  'end.nothingFinal': 'Nothing scored at the end of the game.',

  'coach.title': 'Tip for your first game',
  'coach.place': 'Tap a square with a plus to put the drawn tile there. Only squares where it fits are marked.',
  'coach.rotate': 'Tap the tile again to turn it (only the ways it fits), then “{confirm}”.',
  'coach.deploy': 'Tap a circle to put a follower on a road, city, cloister or field — tap it again to confirm — or choose “{skip}”.',
  'coach.score': 'A finished road, city or cloister scores at once for whoever has most followers on it; the followers come back.',
  'coach.ok': 'Got it',
  'coach.off': 'No more tips',
} as const;
