// Each player's score over the game, for the end screen's chart: the record replayed by the engine.
import { Game, setupOf, type ExpansionModule, type GameRecord } from '../../core/index.js';

/** Each player's score after every turn (index 0 = before the first turn), by replaying the record. */
export function scoreHistory(catalog: readonly ExpansionModule[], record: GameRecord): number[][] {
  const game = Game.create(catalog, setupOf(record));
  const history: number[][] = [[...game.state.scores]];
  let turn = game.state.turn.number;
  for (const action of record.actions) {
    if (!game.apply(action).ok) break;
    if (game.state.finished) {
      // The last turn and the final scoring happen in one action: show them as two steps.
      const before = [...game.state.scores];
      for (const e of game.state.scoring) {
        if (e.when !== 'final') continue;
        for (const [p, pts] of Object.entries(e.points)) before[Number(p)] -= pts;
      }
      history.push(before, [...game.state.scores]);
      break;
    }
    if (game.state.turn.number !== turn) {
      turn = game.state.turn.number;
      history.push([...game.state.scores]);
    }
  }
  return history;
}
