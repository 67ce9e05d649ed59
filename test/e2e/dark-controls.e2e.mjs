// End-to-end: the demo pages' native controls follow the page's colour scheme (demo/site.css). In a
// dark scheme every select, text field and text area of the pages that have them is drawn dark
// (`color-scheme: dark`, so its list and its arrow are too; a dark background under light text); in
// a light scheme, light. Viewed at 360 px and 1200 px.
import { assert, check, launch, runChecks, serveDemo } from './harness.mjs';

const PAGES = ['studio', 'play', 'records', 'index'];
const demo = await serveDemo();
const browser = await launch();

/** Relative luminance of a CSS `rgb()`/`rgba()` colour (WCAG). */
const luminance = (css) => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

for (const scheme of ['dark', 'light'])
  check(`the demo pages' native controls in the ${scheme} scheme`, async () => {
    const wrong = [];
    let seen = 0;
    for (const name of PAGES)
      for (const width of [360, 1200]) {
        const p = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
        await p.goto(`${demo.url}${name}.html`);
        await p.waitForFunction(() => customElements.get('oware-board'));
        // (the studio's own controls are in <oware-studio>'s shadow root: they follow the scheme too)
        await p.waitForFunction(
          () =>
            !document.querySelector('oware-studio') ||
            document.querySelector('oware-studio').shadowRoot?.querySelector('select'),
        );
        const controls = await p.evaluate(() => {
          const fields =
            'select, textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="hidden"])';
          return [
            ...document.querySelectorAll(fields),
            ...[...document.querySelectorAll('oware-studio')].flatMap((s) => [
              ...s.shadowRoot.querySelectorAll(fields),
            ]),
          ].map((e) => {
            const s = getComputedStyle(e);
            return {
              what: `${e.tagName.toLowerCase()}#${e.id}`,
              scheme: s.colorScheme,
              bg: s.backgroundColor,
              fg: s.color,
            };
          });
        });
        seen += controls.length;
        for (const c of controls) {
          const dark = luminance(c.bg) < 0.1 && luminance(c.fg) > 0.5;
          const light = luminance(c.bg) > 0.7 && luminance(c.fg) < 0.2;
          if (!c.scheme.includes(scheme) || !(scheme === 'dark' ? dark : light))
            wrong.push(`${name} ${width}px ${c.what}: color-scheme ${c.scheme}, ${c.fg} on ${c.bg}`);
        }
        await p.close();
      }
    assert(seen >= 20, `the pages' controls were found (${seen})`);
    assert(!wrong.length, wrong.join('\n'));
  });

try {
  await runChecks();
} finally {
  await browser.close();
  await demo.close();
}
