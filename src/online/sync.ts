/**
 * Bringing a board to the server's game: the live game's next move played on, animated, when the
 * board is one move behind; else (a spectator joining mid-game, a board back from a lost
 * connection, another game) the server's whole game shown at once.
 */
import type { FeatureHost } from '../element/oware-board.js';
import { Game, type VariantName } from '../engine/index.js';
import { type RoomSnapshot, syncPlan } from './model.js';

/** Show `snap`'s game on the board (its variant through the board's owner of its sides: not its attribute). */
export async function showServerGame(api: FeatureHost, snap: RoomSnapshot): Promise<void> {
  const b = api.board;
  const have = { start: b.game.startPosition, variant: b.variant, moves: b.history.map((r) => r.pit) };
  const plan = syncPlan(have, snap);
  if (plan === 'rebuild') {
    if (b.variant !== snap.variant) {
      api.overrideSides({ variant: snap.variant as VariantName });
      await b.updateComplete;
    }
    const game = new Game({ variant: snap.variant as VariantName, position: snap.start });
    for (const pit of snap.moves) game.play(pit);
    api.showGame(game);
    await b.updateComplete;
    return;
  }
  for (const pit of plan.play) await api.play(pit, 'api').catch(() => undefined);
}
