// The animation's timelines are fetched ahead once for the page: however many boards take input and
// however often they update, one idle callback (this file runs in a page of its own, where nothing
// has loaded them yet).
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { timelinesFetched, waitUntil } from './board-helpers.js';

describe('the animation chunk fetched ahead', () => {
  it('is asked for once by a page of boards that move, when the page is idle', async () => {
    const real = globalThis.requestIdleCallback;
    const asked: IdleRequestCallback[] = [];
    globalThis.requestIdleCallback = (f) => asked.push(f);
    try {
      const boards = await Promise.all(
        [0, 1, 2, 3, 4].map(() =>
          fixture<OwareBoard>(html`<oware-board interactive animation-speed="40"></oware-board>`),
        ),
      );
      for (const b of boards) {
        b.labels = 'letters';
        await b.updateComplete;
      }
      expect(asked.length).to.equal(1);
      expect(timelinesFetched()).to.equal(false);
      asked[0]({ didTimeout: false, timeRemaining: () => 50 });
      await waitUntil(timelinesFetched, 'the timelines were not fetched');
    } finally {
      globalThis.requestIdleCallback = real;
    }
  });
});
