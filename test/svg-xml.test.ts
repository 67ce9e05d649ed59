// Every SVG the package writes is well-formed XML whatever the input: captions and marker labels
// fuzzed (fast-check) with the characters XML 1.0 forbids — NUL and the other C0 controls, U+FFFE,
// U+FFFF, half a surrogate pair — among any others, through boardSVG and the element's toSVG(), and
// each document parsed by Chromium's XML parser (DOMParser, image/svg+xml): no parser error, an
// <svg> root with its title and description, the caption's and the label's other characters kept.
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { BoardSVGError, boardSVG } from '../src/svg/index.js';

/** The characters XML 1.0 forbids that the fuzz always mixes in. */
const FORBIDDEN = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u000E',
  '\u001B',
  '\u001F',
  '\uFFFE',
  '\uFFFF',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids, on purpose
  /[\0-\x08\v\f\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** One unit of a fuzzed text: a forbidden character, markup, or any code point (halves of surrogate pairs included). */
const unit = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...FORBIDDEN) },
  { weight: 1, arbitrary: fc.constantFrom('&', '<', '>', '"', "'", ']]>', '<!--', '&#0;', '\t', '\n', '\r') },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const caption = fc.string({ unit, maxLength: 60 });
const label = fc.string({ unit, minLength: 1, maxLength: 3 }); // (a unit is up to 4 characters; a label up to 12)

/** The document parsed as XML: throws the parser's error. */
function parsed(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not XML: ${error.textContent}\n${svg.slice(0, 300)}`);
  expect(doc.documentElement.localName).to.equal('svg');
  expect(doc.querySelector('title')?.textContent).to.not.equal('');
  return doc;
}

/** What the picture says of `text` (its description holds the caption and the labels). */
const words = (text: string) => text.replace(notXml, '').split(/\s+/).filter(Boolean);

describe('SVG output is well-formed XML whatever the input', () => {
  it('boardSVG: fuzzed captions and marker labels (quoted in `markers`)', () => {
    let drawn = 0;
    let refused = 0;
    fc.assert(
      fc.property(caption, label, fc.constantFrom('light', 'dark', 'auto'), (cap, lab, theme) => {
        const markers = `c:"${lab.replace(/[\\"]/g, '\\$&')}"`;
        let svg: string;
        try {
          svg = boardSVG({ caption: cap, markers, theme: theme as 'light', lang: 'de' });
        } catch (e) {
          // a label the markers syntax cannot hold (its whitespace splits the token): the option's error
          expect(e).to.be.instanceOf(BoardSVGError);
          refused++;
          return;
        }
        drawn++;
        const desc = parsed(svg).querySelector('desc')!.textContent!;
        for (const w of words(cap)) expect(desc).to.contain(w);
      }),
      { numRuns: 400 },
    );
    expect(drawn).to.be.above(300);
    console.log(`boardSVG: ${drawn} documents parsed as XML, ${refused} markers refused as bad tokens`);
  });

  it("the element's toSVG(): fuzzed captions and labels (the annotations property) and names (strings)", async () => {
    const board = await fixture<OwareBoard>(html`<oware-board></oware-board>`);
    const cases = fc.sample(fc.tuple(caption, label, label), { numRuns: 60, seed: 34 });
    for (const [cap, lab, name] of cases) {
      board.annotations = { marks: [{ pit: 8, kind: 'marker', label: lab }], arrows: [], caption: cap || undefined };
      board.strings = { south: name };
      await board.updateComplete;
      const doc = parsed(await board.toSVG({ theme: 'auto' }));
      const desc = doc.querySelector('desc')!.textContent!;
      for (const w of words(cap)) expect(desc).to.contain(w);
    }
    console.log(`toSVG(): ${cases.length} documents parsed as XML`);
  });

  it('every forbidden character alone, in a caption and a label, is dropped', () => {
    for (const ch of FORBIDDEN) {
      const svg = boardSVG({ caption: `a${ch}b`, markers: `c:"x${ch}"` });
      parsed(svg);
      expect(svg).to.contain('ab').and.not.contain(ch);
    }
  });
});
