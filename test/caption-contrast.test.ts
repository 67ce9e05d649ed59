import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { boardSVG } from '../src/svg/index.js';

/**
 * Text drawn outside the board surface (the element's caption, boardSVG's caption) sits on the page:
 * on a light page read in dark mode it must stay readable (WCAG AA, contrast ≥ 4.5), with the
 * colours as Chromium renders them.
 */

/** `rgb(r, g, b[, a])` as [r, g, b, a]. */
function rgba(css: string): [number, number, number, number] {
  const n = css.match(/[\d.]+/g)!.map(Number);
  return [n[0]!, n[1]!, n[2]!, n[3] ?? 1];
}

function luminance([r, g, b]: number[]): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
}

function contrast(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** What is painted behind `text`'s centre: the first opaque fill (SVG) or background (HTML) under it, else the canvas (white). */
function behind(text: Element): number[] {
  const r = text.getBoundingClientRect();
  const root = text.getRootNode() as Document | ShadowRoot;
  const stack = root.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  for (const e of stack) {
    if (e === text || text.contains(e)) continue;
    const svg = e instanceof SVGElement;
    // only shapes paint a fill (an <svg>, <g> or <text> has one, inherited, that paints nothing here)
    if (svg && !['rect', 'path', 'circle', 'ellipse', 'polygon'].includes(e.localName)) continue;
    const s = getComputedStyle(e);
    const paint = svg ? s.fill : s.backgroundColor;
    if (!paint || paint === 'none' || paint.startsWith('url')) continue;
    const c = rgba(paint);
    const opacity = svg ? Number(s.fillOpacity) * Number(s.opacity) * c[3] : c[3];
    if (opacity >= 0.99) return c;
  }
  return [255, 255, 255];
}

/** The caption's text colour against what is behind it. */
function ratio(text: Element): number {
  const s = getComputedStyle(text);
  const colour = rgba(text instanceof SVGElement ? s.fill : s.color);
  return contrast(colour, behind(text));
}

describe('captions outside the board are readable on a light page in light and dark', () => {
  let page: HTMLElement;
  beforeEach(() => {
    // a page that knows nothing of dark mode: black text on white, whatever the reader's scheme
    document.body.style.cssText = 'background: #fff; color: #000; margin: 0';
    page = document.createElement('div');
    page.style.width = '400px';
    document.body.append(page);
  });
  afterEach(async () => {
    page.remove();
    document.body.style.cssText = '';
    await emulateMedia({ colorScheme: 'light' });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`<oware-board>'s caption in ${scheme} mode`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = document.createElement('oware-board') as OwareBoard;
      page.append(el);
      await el.updateComplete;
      el.annotations = { marks: [], arrows: [], caption: 'North will take two' };
      await el.updateComplete;
      const caption = el.shadowRoot!.querySelector('.caption')!;
      expect(caption, 'a caption').to.exist;
      // the board itself follows the scheme
      expect(getComputedStyle(el).getPropertyValue('--_board').trim()).to.equal(
        scheme === 'dark' ? '#5b3a22' : '#c88c50',
      );
      expect(ratio(caption), 'caption contrast').to.be.at.least(4.5);
    });

    for (const theme of ['auto', 'light', 'dark'] as const)
      it(`boardSVG({ theme: '${theme}' })'s caption in ${scheme} mode`, async () => {
        await emulateMedia({ colorScheme: scheme });
        page.innerHTML = boardSVG({
          position: '1,2,0,6,3,3/4,1,2,1,0,3 S 10-12',
          highlight: 'b:capture c:capture',
          arrows: 'F>c',
          caption: 'South sows F and takes b and c',
          theme,
          size: 400,
        });
        const caption = [...page.querySelectorAll('svg text')].find((t) => t.textContent?.includes('South sows'))!;
        expect(caption.textContent).to.contain('South sows F');
        expect(ratio(caption), 'caption contrast').to.be.at.least(4.5);
      });
  }
});
