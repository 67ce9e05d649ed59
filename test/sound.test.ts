import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../src/all.js';
import type { OwareBoard, OwareErrorDetail } from '../src/all.js';
import { click, quiet } from './board-helpers.js';

/** A stand-in for Web Audio that records what is made and scheduled. */
class FakeAudioContext {
  static made = 0;
  static starts: { type: string; at: number; from: number }[] = [];
  currentTime = 10;
  state = 'running';
  destination = {};
  constructor() {
    FakeAudioContext.made++;
  }
  createOscillator() {
    const node = {
      type: 'sine',
      frequency: {
        value: 0,
        setValueAtTime: (v: number) => void (node.frequency.value = v),
        exponentialRampToValueAtTime() {},
      },
      connect() {},
      start: (at: number) => FakeAudioContext.starts.push({ type: node.type, at, from: node.frequency.value }),
      stop() {},
    };
    return node;
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}

describe('sound', () => {
  const real = globalThis.AudioContext;
  beforeEach(() => {
    FakeAudioContext.made = 0;
    FakeAudioContext.starts = [];
    (globalThis as { AudioContext: unknown }).AudioContext = FakeAudioContext;
  });
  afterEach(() => {
    globalThis.AudioContext = real;
  });

  it('makes no audio context and schedules nothing without the attribute', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive animation-speed="0"></oware-board>`);
    click(el, 2);
    await el.updateComplete;
    expect(el.history).to.have.length(1);
    expect(FakeAudioContext.made).to.equal(0);
  });

  it('makes the audio context only at a user gesture, not for a scripted move', async () => {
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive sound="always" animation-speed="0"></oware-board>`,
    );
    await el.play('C');
    expect(FakeAudioContext.made).to.equal(0);
    click(el, 7); // North's b: a click is a gesture
    await el.updateComplete;
    expect(FakeAudioContext.made).to.equal(1);
  });

  it('schedules one click per seed dropped, in step with the animation, and a distinct capture sound', async () => {
    // South plays E (2 seeds): they land in F and a; a reaches 2 and is captured
    const el = await fixture<OwareBoard>(
      html`<oware-board interactive sound="always" animation-speed="100" position="0,0,0,0,2,0/1,3,3,3,3,3 S 0-0"></oware-board>`,
    );
    click(el, 4);
    await el.updateComplete;
    el.finishAnimation();
    const clicks = FakeAudioContext.starts.filter((s) => s.type === 'triangle');
    const captures = FakeAudioContext.starts.filter((s) => s.type === 'sine');
    expect(el.score).to.deep.equal([2, 0]);
    expect(clicks.map((c) => Math.round((c.at - 10) * 1000))).to.deep.equal([100, 200]);
    expect(captures.length).to.be.greaterThan(0);
    expect(captures[0].at).to.be.greaterThan(clicks[1].at);
    expect(captures[0].from).to.be.lessThan(clicks[0].from);
  });

  it('is silent under prefers-reduced-motion unless sound="always"', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fixture<OwareBoard>(html`<oware-board interactive sound></oware-board>`);
      click(el, 2);
      await el.updateComplete;
      expect(el.history).to.have.length(1);
      expect(FakeAudioContext.made).to.equal(0);
      el.sound = 'always';
      await el.updateComplete;
      click(el, 7);
      await el.updateComplete;
      expect(FakeAudioContext.made).to.equal(1);
      // reduced motion: no animation, so the clicks come quickly one after the other
      expect(FakeAudioContext.starts.filter((s) => s.type === 'triangle').length).to.equal(4);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('refuses a bad sound value with oware-error', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board interactive></oware-board>`);
    const errors: OwareErrorDetail[] = [];
    el.addEventListener('oware-error', (e) => errors.push(e.detail));
    await quiet(async () => {
      el.setAttribute('sound', 'loud');
      await el.updateComplete;
    });
    expect(errors.map((e) => e.attribute)).to.deep.equal(['sound']);
    expect(el.sound).to.equal(false);
  });
});
