#!/usr/bin/env node
// Render benchmark for <oware-board>: time to first render of one board after upgrade, of a page
// with 50 boards, and the frames during a sowing animation. Starts Vite programmatically on a
// small generated page (bench/.render/), drives Debian's Chromium with playwright-core.
// Run: node bench/render.bench.mjs   Goals: one board < 5 ms, 50 boards < 150 ms.

import { benchPage } from './page.mjs';

const { url, browser, close } = await benchPage(
  'render',
  "import { OwareBoard } from '/src/element/oware-board.ts';\nwindow.OwareBoard = OwareBoard;",
  { define: { 'process.env.NODE_ENV': '"production"' }, resolve: { conditions: ['production'] } },
);
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.on('console', (m) => process.env.BENCH_DEBUG && console.log('page:', m.text()));
  await page.goto(url);
  await page.waitForFunction(() => window.ready === true);
  const figures = await page.evaluate(async () => {
    let n = 0;
    const define = () => customElements.define(`oware-bench-${n++}`, class extends window.OwareBoard {});
    const median = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
    // Time from inserting elements to their first render being in the DOM (upgrade + Lit render + layout).
    async function timeBoards(count, attrs) {
      const tag = `oware-bench-${n}`;
      define();
      const host = document.createElement('div');
      document.body.append(host);
      const t0 = performance.now();
      host.innerHTML = Array.from({ length: count }, () => `<${tag} ${attrs}></${tag}>`).join('');
      const els = [...host.children];
      await Promise.all(els.map((e) => e.updateComplete));
      host.getBoundingClientRect(); // force style + layout
      const t = performance.now() - t0;
      host.remove();
      return t;
    }
    // Warm up (module code, template preparation, JIT).
    for (let i = 0; i < 5; i++) await timeBoards(5, 'stores labels="letters" interactive');
    const one = [];
    const oneStores = [];
    const fifty = [];
    for (let i = 0; i < 30; i++) one.push(await timeBoards(1, ''));
    for (let i = 0; i < 30; i++) oneStores.push(await timeBoards(1, 'stores labels="letters" interactive'));
    for (let i = 0; i < 10; i++) fifty.push(await timeBoards(50, 'labels="letters"'));
    // Nodes in one board's shadow tree (elements, texts, comments), interactive, default options.
    const count = (node) => [...node.childNodes].reduce((sum, c) => sum + 1 + count(c), 0);
    const probe = document.createElement(`oware-bench-${n - 1}`);
    probe.setAttribute('interactive', '');
    document.body.append(probe);
    await probe.updateComplete;
    const nodes = count(probe.shadowRoot);
    probe.remove();
    // Frames during a sowing animation on one of 50 boards: a 12-seed move with laps and captures, 60 ms per seed.
    const others = document.createElement('div');
    others.innerHTML = Array.from(
      { length: 49 },
      () => `<oware-bench-${n - 1} interactive></oware-bench-${n - 1}>`,
    ).join('');
    document.body.append(others);
    await Promise.all([...others.children].map((e) => e.updateComplete));
    const tag = `oware-bench-${n}`;
    define();
    const el = document.createElement(tag);
    el.setAttribute('stores', '');
    el.setAttribute('animation-speed', '60');
    el.setAttribute('position', '4,3,12,1,1,2/1,1,2,1,1,1 S 10-8');
    document.body.append(el);
    await el.updateComplete;
    const frames = [];
    let last = performance.now();
    let running = true;
    const tick = () => {
      const now = performance.now();
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    const t0 = performance.now();
    last = t0;
    const playing = el.play('C');
    requestAnimationFrame(tick);
    const animated = el.animating;
    const record = await playing;
    const duration = performance.now() - t0;
    running = false;
    return {
      one: median(one),
      oneStores: median(oneStores),
      fifty: median(fifty),
      nodes,
      anim: {
        duration,
        frames: frames.length,
        longest: Math.max(...frames),
        sown: record.sown.length,
        captured: record.capturedSeeds,
        animated,
      },
    };
  });
  const f = (x) => `${x.toFixed(2)} ms`;
  console.log('<oware-board> render benchmark (Chromium, headless; medians)');
  console.log(
    `  one board, first render (static):               ${f(figures.one)}   goal < 5 ms   ${figures.one < 5 ? 'OK' : 'MISSED'}`,
  );
  console.log(`  one board, first render (stores, labels, play): ${f(figures.oneStores)}`);
  console.log(
    `  50 boards, first render:                        ${f(figures.fifty)}   goal < 150 ms ${figures.fifty < 150 ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `  nodes per board (shadow tree, interactive):     ${figures.nodes}   goal <= 200 ${figures.nodes <= 200 ? 'OK' : 'MISSED'}`,
  );
  const a = figures.anim;
  console.log(
    `  sowing animation on one of 50 boards: ${a.sown} seeds sown, ${a.captured} captured, ${f(a.duration)}, ${a.frames} frames (${(a.frames / (a.duration / 1000)).toFixed(0)} fps), longest frame ${f(a.longest)} (Vite's dev build, Lit in dev mode; \`npm run bench -- animation\` measures the minified build)`,
  );
} finally {
  await close();
}
