// The game server end to end: a real server process on a free port with a real SQLite file; two
// players and a spectator (@colyseus/sdk) play a short game to its end; refusals change nothing;
// the finished game is served as OGN and reads back with parseRecord to the same moves.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { create, ENDGAME, join, move, useServer } from './server-helpers.mjs';

register();
const { Game } = await import('../../src/engine/index.ts');
const { parseRecord } = await import('../../src/record/index.ts');

describe('oware game server', () => {
  const suite = useServer();

  it('refuses moves out of turn and illegal moves, plays a game to its end that a spectator sees whole, serves it as OGN', async () => {
    const south = await create(suite.url, { position: ENDGAME.start, seat: 'south' });
    const id = south.welcome.room;
    assert.equal(south.welcome.seat, 'south');
    assert.equal(typeof south.welcome.token, 'string');
    assert.equal(south.welcome.invite, id);
    const north = await join(suite.url, id);
    assert.equal(north.welcome.seat, 'north');
    const spectator = await join(suite.url, id, { seat: 'watch' });
    assert.equal(spectator.welcome.seat, 'watch');
    assert.equal(spectator.welcome.token, undefined);
    const first = await spectator.next('state', (s) => s.status === 'playing', { from: 0 });
    assert.equal(first.position, new Game({ position: ENDGAME.start }).position);

    const outOfTurn = await move(north, 11);
    assert.deepEqual([outOfTurn.accepted, outOfTurn.reason], [false, 'not-your-turn']);
    const empty = await move(south, 4);
    assert.deepEqual([empty.accepted, empty.reason], [false, 'empty-pit']);
    assert.match(empty.message, /empty/i);
    const bySpectator = await move(spectator, 2);
    assert.deepEqual([bySpectator.accepted, bySpectator.reason], [false, 'not-a-player']);
    const garbage = await move(south, { evil: true });
    assert.deepEqual([garbage.accepted, garbage.reason], [false, 'invalid-move']);
    const unchanged = spectator.last('state');
    assert.deepEqual([unchanged.position, unchanged.moves], [first.position, []]);

    const game = new Game({ position: ENDGAME.start });
    const expected = [game.position];
    for (const pit of ENDGAME.moves) {
      const player = game.turn === 'south' ? south : north;
      const answer = await move(player, pit);
      assert.equal(answer.accepted, true, `move ${pit}: ${answer.reason} ${answer.message}`);
      game.play(pit);
      expected.push(game.position);
      assert.equal(answer.ply, game.ply);
    }
    const end = await spectator.next('state', (s) => s.status === 'over', { from: 0 });
    assert.deepEqual(end.result, { winner: 'north', reason: 'majority', score: [12, 25] });
    const seen = [...new Set(spectator.states().map((s) => s.position))];
    assert.deepEqual(seen, expected, 'the spectator saw every position in order');
    const late = await move(north, 6);
    assert.equal(late.reason, 'game-over');

    const res = await fetch(`${suite.url}/games/${id}.ogn`);
    assert.equal(res.status, 200);
    const record = parseRecord(await res.text());
    assert.deepEqual(
      record.tree.moves.map((m) => m.pit),
      ENDGAME.moves,
    );
    assert.equal(record.result, '12-25');
    assert.equal(record.start, new Game({ position: ENDGAME.start }).position);
    assert.equal((await fetch(`${suite.url}/games/nothing.ogn`)).status, 404);

    // Rematch: when both ask, game 2 starts with the colours swapped (each player is told the new seat).
    const from = south.seen.length;
    south.room.send('rematch', {});
    assert.equal((await spectator.next('state', (s) => s.rematch.length === 1, { from: 0 })).status, 'over');
    north.room.send('rematch', {});
    const game2 = await spectator.next('state', (s) => s.game === 2, { from: 0 });
    assert.deepEqual([game2.status, game2.moves, game2.position], ['playing', [], first.position]);
    assert.equal((await south.next('welcome', () => true, { from })).seat, 'north');
    const opener = await move(north, ENDGAME.moves[0]);
    assert.equal(opener.accepted, true, "the first game's North player now opens as South");
    for (const p of [south, north, spectator]) await p.room.leave();
  });

  it('refuses a room with bad options with a clear reason', async () => {
    await assert.rejects(create(suite.url, { variant: 'chess' }), /invalid-options: variant is not a variant name/);
    await assert.rejects(create(suite.url, { match: 'best-of:0' }), /invalid-options/);
    await assert.rejects(create(suite.url, { clock: { minutes: -1 } }), /invalid-options/);
  });
});
