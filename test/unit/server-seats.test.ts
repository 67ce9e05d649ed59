// Seating a client who joins (src/server/room-seats.ts) against a real referee: the token brings a
// player back to its seat, `watch` watches, a side asked for is taken (and can be undone when it
// cannot be stored), a side already taken leaves the client watching; the invite link.
import { Referee } from '../../src/server/referee.js';
import { readRoomOptions } from '../../src/server/room-options.js';
import { inviteOf, seatFor } from '../../src/server/room-seats.js';
import { expect } from '../expect.js';

const room = () => new Referee('r1', readRoomOptions({}));

describe('server: seating a client who joins', () => {
  it('takes the side asked for with a new token; the token brings the player back to it', () => {
    const ref = room();
    const first = seatFor(ref, { seat: 'north' }, 0);
    expect(first.seat).to.deep.equal({ seat: 'north', player: ref.playerOn('north') });
    expect(first.took?.side).to.equal('north');
    expect(first.token).to.be.a('string');
    expect(first.back).to.equal(undefined);
    const again = seatFor(ref, { token: first.token, seat: 'south' }, 10);
    expect(again).to.deep.equal({ seat: first.seat, token: first.token, back: first.seat.player });
  });

  it('takes the free side when none is asked for; with both taken, the client watches', () => {
    const ref = room();
    expect(seatFor(ref, {}, 0).seat.seat).to.equal('south');
    expect(seatFor(ref, {}, 0).seat.seat).to.equal('north');
    expect(ref.status).to.equal('playing');
    expect(seatFor(ref, {}, 0)).to.deep.equal({ seat: { seat: 'watch', player: null } });
    expect(seatFor(ref, { seat: 'south' }, 0)).to.deep.equal({ seat: { seat: 'watch', player: null }, taken: 'south' });
  });

  it('watch watches and takes nothing; a foreign token is a newcomer', () => {
    const ref = room();
    expect(seatFor(ref, { seat: 'watch' }, 0)).to.deep.equal({ seat: { seat: 'watch', player: null } });
    expect(seatFor(ref, { token: 'not-this-room', seat: 'south' }, 0).took?.side).to.equal('south');
  });

  it('a seat taken can be undone (the room could not store it): the side is free again', () => {
    const ref = room();
    const s = seatFor(ref, { seat: 'south' }, 0);
    s.took!.undo();
    expect(ref.playerOf(s.token)).to.equal(null);
    expect(seatFor(ref, { seat: 'south' }, 0).took?.side).to.equal('south');
  });

  it('the invite: the base with ?room=, or the id alone', () => {
    expect(inviteOf('https://example.org/play', 'AbC')).to.equal('https://example.org/play?room=AbC');
    expect(inviteOf(null, 'AbC')).to.equal('AbC');
  });
});
