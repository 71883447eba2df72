// What the table hears of the catapult round (ExpansionUi.soundCue): a knock-out is the token's
// bonk, a catch its verdict, a swap a follower's click. 'catapult/…' are this folder's own files
// (ui/sounds/<name>.wav); 'tile' and 'follower' are the shell's. When the panel already played the bonk
// live at impact, the knocked-out followers' return stays silent too.
import type { SoundCue } from '../../../ui/expansion-api.js';

export const catapultSoundCue: SoundCue = (event, voiced) => {
  switch (event.type) {
    case 'follower-returned':
      if (event.reason !== 'catapult/knockout') return undefined;
      return voiced.has('catapult/shot') ? null : 'catapult/hit';
    case 'catapult/shot': return Array.isArray(event.hits) && event.hits.length > 0 ? 'catapult/hit' : null;
    case 'catapult/throw':
      if (event.result === 'caught') return 'catapult/catch';
      if (event.result === 'touched') return 'catapult/hit';
      return 'tile'; // the token drops on the table
    case 'catapult/swapped': return 'follower';
    default: return undefined;
  }
};
