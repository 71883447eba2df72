// Placeholder entry until the board issue lands: proves the engine runs in the browser.
import { Game } from '../core/index.js';
import { BUILT_IN_MODULES } from '../expansions/index.js';

const game = Game.create(BUILT_IN_MODULES, {
  players: [{ name: 'Anna', color: 'red' }, { name: 'Bram', color: 'blue' }],
  expansions: ['base'], options: {}, seed: 1,
});
const p = document.createElement('p');
p.textContent = `Engine ready: ${game.state.deck.length} tiles in the bag.`;
document.body.append(p);
