import { ResignAsk, TAP_MS } from '../../src/online/resign-ask.js';
import { expect } from '../expect.js';

describe('online board: Resign asks to be confirmed', () => {
  it('asks on the first press, ignores the second half of a double tap, resigns on a later press', () => {
    let lapsed = 0;
    const ask = new ResignAsk(() => lapsed++);
    expect(ask.asking).to.equal(false);
    expect(ask.press(1000)).to.equal('ask');
    expect(ask.asking).to.equal(true);
    expect(ask.press(1000 + TAP_MS - 1)).to.equal(null);
    expect(ask.asking).to.equal(true);
    expect(ask.press(1000 + TAP_MS)).to.equal('resign');
    expect(ask.asking).to.equal(false);
    expect(lapsed).to.equal(0);
  });

  it('Keep playing stops the ask; stopping when not asking says so', () => {
    const ask = new ResignAsk(() => undefined);
    expect(ask.stop()).to.equal(false);
    expect(ask.press(5000)).to.equal('ask');
    expect(ask.stop()).to.equal(true);
    expect(ask.asking).to.equal(false);
    // the next press asks again rather than resigning
    expect(ask.press(5100)).to.equal('ask');
    ask.stop();
  });
});
