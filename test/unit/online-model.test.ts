import { clocksAt } from '../../src/online/clock.js';
import type { RoomSnapshot } from '../../src/online/model.js';
import {
  clockText,
  opponentOf,
  roomFromInvite,
  serverUrl,
  stateOf,
  syncPlan,
  tokenKey,
} from '../../src/online/model.js';
import { ONLINE_STRINGS } from '../../src/online/strings.js';
import { resultLine, seatLine, stateLine } from '../../src/online/words.js';
import { expect } from '../expect.js';

describe('online board: pure parts', () => {
  it("counts the time since the server's update off the running clock only, while the game is played", () => {
    const clock = { south: 5000, north: 7000, running: 'south' as const, increment: 0 };
    const snap = (status: RoomSnapshot['status'], c: RoomSnapshot['clock']) => ({ status, clock: c }) as RoomSnapshot;
    expect(clocksAt(snap('playing', clock), 1200)).to.deep.equal({ south: 3800, north: 7000 });
    expect(clocksAt(snap('playing', { ...clock, running: 'north' }), 1200)).to.deep.equal({ south: 5000, north: 5800 });
    expect(clocksAt(snap('over', clock), 1200)).to.deep.equal({ south: 5000, north: 7000 });
    expect(clocksAt(snap('playing', { ...clock, running: null }), 1200)).to.deep.equal({ south: 5000, north: 7000 });
    expect(clocksAt(snap('playing', null), 1200)).to.equal(null);
    expect(clocksAt(null, 0)).to.equal(null);
  });

  it('reads the room id from a bare id or an invite link, and nothing else', () => {
    expect(roomFromInvite('ki3dPnsoO')).to.equal('ki3dPnsoO');
    expect(roomFromInvite('  ki3dPnsoO ')).to.equal('ki3dPnsoO');
    expect(roomFromInvite('https://club.example/online.html?room=Ab_9-x')).to.equal('Ab_9-x');
    expect(roomFromInvite('https://club.example/online.html')).to.equal(null);
    expect(roomFromInvite('https://club.example/?room=%3Cscript%3E')).to.equal(null);
    expect(roomFromInvite('no spaces allowed')).to.equal(null);
    expect(roomFromInvite('')).to.equal(null);
    expect(roomFromInvite(undefined)).to.equal(null);
  });

  it('takes http(s) and ws(s) server URLs only', () => {
    expect(serverUrl('http://127.0.0.1:2567/')).to.equal('http://127.0.0.1:2567');
    expect(serverUrl('wss://games.example.org')).to.equal('wss://games.example.org');
    expect(serverUrl('javascript:alert(1)')).to.equal(null);
    expect(serverUrl('not a url')).to.equal(null);
  });

  it('keeps one token per server and room', () => {
    expect(tokenKey('http://a', 'r1')).to.not.equal(tokenKey('http://a', 'r2'));
    expect(tokenKey('http://a', 'r1')).to.not.equal(tokenKey('http://b', 'r1'));
  });

  it('shows a clock as m:ss, with tenths in the last ten seconds, never below zero', () => {
    expect(clockText(300_000)).to.equal('5:00');
    expect(clockText(61_001)).to.equal('1:02');
    expect(clockText(9_950)).to.equal('0:09.9');
    expect(clockText(-5)).to.equal('0:00.0');
  });

  it('says the board state of a snapshot, and the opponent of a seat', () => {
    const snap = (status: RoomSnapshot['status']) => ({ status }) as RoomSnapshot;
    expect(stateOf(snap('waiting'))).to.equal('waiting');
    expect(stateOf(snap('playing'))).to.equal('playing');
    expect(stateOf(snap('over'))).to.equal('over');
    expect(opponentOf('south')).to.equal('north');
    expect(opponentOf('north')).to.equal('south');
    expect(opponentOf('watch')).to.equal(null);
  });

  it("plays on the server's new moves when the board's game is the start of the server's, else rebuilds", () => {
    const at = (moves: number[], start = 'S0', variant = 'abapa') => ({ start, variant, moves });
    expect(syncPlan(at([2, 11]), at([2, 11, 0]))).to.deep.equal({ play: [0] });
    // more than one move behind (a spectator joining mid-game): the game at once, no replay
    expect(syncPlan(at([2, 11]), at([2, 11, 0, 8]))).to.equal('rebuild');
    expect(syncPlan(at([]), at([2, 11, 0, 8, 3]))).to.equal('rebuild');
    expect(syncPlan(at([2, 11]), at([2, 11]))).to.deep.equal({ play: [] });
    expect(syncPlan(at([2, 10]), at([2, 11, 0]))).to.equal('rebuild');
    expect(syncPlan(at([2, 11, 0]), at([2, 11]))).to.equal('rebuild');
    expect(syncPlan(at([]), at([2], 'S1'))).to.equal('rebuild');
    expect(syncPlan(at([]), at([2], 'S0', 'grand-slam-wins'))).to.equal('rebuild');
  });

  it('has every string in the five languages', () => {
    const keys = Object.keys(ONLINE_STRINGS.en).sort();
    for (const [lang, table] of Object.entries(ONLINE_STRINGS)) {
      expect(Object.keys(table).sort(), lang).to.deep.equal(keys);
      for (const [k, v] of Object.entries(table)) expect(v, `${lang} ${k}`).to.be.a('string');
    }
    expect(Object.keys(ONLINE_STRINGS).sort()).to.deep.equal(['af', 'de', 'en', 'fr', 'ja']);
  });

  it("says the seat, the state and the result from the seat's view", () => {
    const en = ONLINE_STRINGS.en;
    expect(seatLine(en, 'north')).to.equal('You play North.');
    expect(seatLine(en, 'watch')).to.equal('You are watching.');
    expect(stateLine(en, 'reconnecting')).to.equal('Connection lost: reconnecting…');
    expect(stateLine(en, null)).to.equal('Connecting to the game server…');
    const resigned = { winner: 'south' as const, reason: 'resign', score: [20, 18] as [number, number] };
    expect(resultLine(en, 'south', resigned)).to.equal('You win by resignation.');
    expect(resultLine(en, 'north', resigned)).to.equal('You lose by resignation.');
    expect(resultLine(en, 'watch', { ...resigned, reason: 'flag' })).to.equal('South wins on time.');
    expect(resultLine(en, 'south', { winner: 'draw', reason: 'draw-agreed', score: [24, 24] })).to.equal(
      'A draw by agreement.',
    );
    expect(resultLine(ONLINE_STRINGS.de, 'north', { winner: 'north', reason: 'majority', score: [12, 25] })).to.equal(
      'Du gewinnst.',
    );
    expect(resultLine(en, 'south', null)).to.equal(null);
  });
});
