// Differential test: replay every OpenSpiel reference game state by state.

import { Game } from '../../src/engine/index.js';
import { expect } from '../expect.js';
import { loadFixtureGames } from '../fixture-games.js';

interface FixtureGame {
  kind: string;
  end: 'score' | 'repetition' | 'noLegalMoves';
  moves: number[];
  returns: [number, number];
  grandSlamPlies: number[];
  mustFeedRestrictedStates: number[];
  states: string[];
  finalBeforeSweep: string;
}

const loadGames = () => loadFixtureGames<FixtureGame>();

function describeState(g: Game): string {
  const legal = g.result ? '' : g.legalMoves().join(' ');
  return `${g.pits.join(' ')}|${g.score.join(' ')}|${g.turn === 'south' ? 0 : 1}|${legal}`;
}

describe('engine: OpenSpiel reference games', () => {
  let games: FixtureGame[] = [];
  before(async () => {
    games = await loadGames();
  });

  it('holds 1,500 games of every ending', () => {
    expect(games.length).to.equal(1500);
    const ends = new Set(games.map((g) => g.end));
    expect([...ends].sort()).to.deep.equal(['noLegalMoves', 'repetition', 'score']);
  });

  it('replays every game with 0 mismatches (board, scores, side, legal moves, end, winner)', () => {
    const mismatches: string[] = [];
    let states = 0;
    let grandSlams = 0;
    let mustFeeds = 0;
    for (const [gi, fx] of games.entries()) {
      const g = new Game();
      const report = (msg: string) => mismatches.length < 10 && mismatches.push(`game ${gi}: ${msg}`);
      if (describeState(g) !== fx.states[0]) report(`start ${describeState(g)} != ${fx.states[0]}`);
      for (let i = 0; i < fx.moves.length; i++) {
        const restricted = fx.mustFeedRestrictedStates.includes(i);
        if (restricted) {
          // Some non-empty own pit must be refused for must-feed.
          const own = g.turn === 'south' ? [0, 1, 2, 3, 4, 5] : [6, 7, 8, 9, 10, 11];
          const refused = own.filter((p) => g.pits[p] > 0 && g.checkMove(p)?.reason === 'must-feed');
          if (refused.length === 0) report(`state ${i}: no must-feed refusal`);
          else mustFeeds++;
        }
        const rec = g.play(fx.moves[i]);
        if (fx.grandSlamPlies.includes(i)) {
          if (!rec.grandSlam || rec.capturedSeeds !== 0) report(`ply ${i}: grand slam not recognised`);
          else grandSlams++;
        } else if (rec.grandSlam) report(`ply ${i}: false grand slam`);
        states++;
        const last = i === fx.moves.length - 1;
        if (last) {
          if (fx.end === 'score') {
            const expected = fx.finalBeforeSweep;
            const got = `${g.pits.join(' ')}|${g.score.join(' ')}|${g.turn === 'south' ? 0 : 1}`;
            if (got !== expected) report(`final ${got} != ${expected}`);
          } else if (describeState(g) !== fx.states[i + 1]) report(`final ${describeState(g)} != ${fx.states[i + 1]}`);
          const r = g.result;
          if (!r) {
            report('game not over at the end');
            continue;
          }
          const winner = fx.returns[0] > 0 ? 'south' : fx.returns[0] < 0 ? 'north' : 'draw';
          if (r.winner !== winner) report(`winner ${r.winner} != ${winner}`);
          const reasons = {
            score: ['majority', 'even-split'],
            repetition: ['repetition'],
            noLegalMoves: ['no-legal-move'],
          }[fx.end];
          if (!reasons.includes(r.reason)) report(`reason ${r.reason} for ${fx.end}`);
        } else {
          if (g.result) report(`ply ${i}: ended early (${g.result.reason})`);
          if (describeState(g) !== fx.states[i + 1]) report(`ply ${i}: ${describeState(g)} != ${fx.states[i + 1]}`);
        }
      }
    }
    expect(mismatches).to.deep.equal([]);
    expect(states).to.be.greaterThan(50_000);
    expect(grandSlams).to.be.greaterThan(0);
    expect(mustFeeds).to.be.greaterThan(0);
  });
});
