import { expect } from '@open-wc/testing';
import { Game, perft } from '../src/engine/index.js';

describe('engine smoke', () => {
  it('plays a move from the start', () => {
    const g = new Game();
    const r = g.play('C');
    expect(r.sown).to.deep.equal([3, 4, 5, 6]);
    expect(g.position).to.equal('4,4,0,5,5,5/5,4,4,4,4,4 N 0-0');
  });
  it('perft 5 from the start', () => {
    expect(perft('start', 5)).to.equal(5219);
  });
});
