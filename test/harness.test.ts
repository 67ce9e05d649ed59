import { expect } from '@open-wc/testing';

// The browser tests run two files at a time; each must be a visible page that gets animation
// frames (a hidden background tab gets none, and a test waiting for one times out at 60 s).
describe('test harness', () => {
  it('the page is visible and gets animation frames', async () => {
    const frame = await Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
    expect(document.visibilityState).to.equal('visible');
    expect(frame).to.equal(true);
  });
});
