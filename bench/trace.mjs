// The main thread's tasks while something runs in a page, from Chromium's own trace (playwright-core's
// browser.startTracing, the `toplevel` category): every task of the page's renderer main thread
// (`RunTask`), however short — where a PerformanceObserver `longtask` only sees those over 50 ms.

/**
 * Run `fn()` with tracing on; the renderer main thread's tasks meanwhile, longest first: each task's
 * `wall` time and its `cpu` time (ms; the thread's own time, without what other processes took of
 * the cores meanwhile — on a busy machine the two differ).
 */
export async function mainThreadTasks(browser, page, fn) {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  let failed = null;
  await fn().catch((e) => {
    failed = e;
  });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  if (failed) throw failed;
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }))
    .sort((a, b) => b.wall - a.wall);
}
