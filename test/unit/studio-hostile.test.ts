// The studio's one rule for the texts it writes (src/studio/check.ts): a share link's state with a
// hostile value in any field is either refused with a message (the studio keeps its state) or
// written safely — the Markdown fence rendered by markdown-it with `html: true` is the one diagram
// and nothing else (no element of the link's making, no event handler), the tag is one element, the
// OGN reads back. And the share link's limits: the freezing links of issue 34 are refused, with a
// message, without being inflated whole.

import { fromHtml } from 'hast-util-from-html';
import MarkdownIt from 'markdown-it';
import { Game } from '../../src/engine/index.js';
import { owareMarkdownIt } from '../../src/markdown/markdown-it.js';
import { parseRecord } from '../../src/record/index.js';
import { LIMITS, Refused } from '../../src/studio/check.js';
import { fragmentOf, stateOf } from '../../src/studio/link.js';
import { fenceOf, initialState, ognOf, type StudioState, tagOf } from '../../src/studio/out.js';
import { play } from '../../src/studio/record.js';
import { expect } from '../expect.js';

type Node = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]; value?: string };

/** Every element under `n` (itself included). */
function* elements(n: Node): Generator<Node> {
  if (n.type === 'element') yield n;
  for (const c of n.children ?? []) yield* elements(c);
}

/** What no output may carry: an element that runs or loads something, or an event handler. */
const DANGEROUS = new Set(['script', 'img', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'form', 'a', 'image']);
function assertInert(html: string, where: string): Node {
  const tree = fromHtml(html, { fragment: true }) as Node;
  for (const e of elements(tree)) {
    expect(DANGEROUS.has(e.tagName!), `${where}: a <${e.tagName}> element`).to.equal(false);
    for (const k of Object.keys(e.properties ?? {}))
      expect(/^on/i.test(k), `${where}: an event handler ${k} on <${e.tagName}>`).to.equal(false);
  }
  return tree;
}

/** The Markdown output (the fence), published with markdown-it `html: true`: the diagram alone. */
function assertFenceSafe(s: StudioState): void {
  const fence = fenceOf(s);
  const html = new MarkdownIt({ html: true }).use(owareMarkdownIt, { onError: () => {} }).render(`${fence}\n`);
  const tree = assertInert(html, 'the Markdown');
  const top = (tree.children ?? []).filter((c) => !(c.type === 'text' && !c.value!.trim()));
  expect(top.length, `the Markdown renders as one diagram, not:\n${html.slice(0, 400)}`).to.equal(1);
  const [only] = top;
  expect(only!.tagName).to.equal('figure');
  expect(only!.properties?.className).to.deep.equal(['oware-diagram']);
}

/** The tag output: one element (or a figure around it), inert. */
function assertTagSafe(s: StudioState): void {
  const tree = assertInert(tagOf(s), 'the tag');
  const top = (tree.children ?? []).filter((c) => !(c.type === 'text' && !c.value!.trim()));
  expect(top.length).to.equal(1);
  expect(['oware-board', 'figure']).to.include(top[0]!.tagName);
}

/** The state the studio holds after opening `s`'s link: the link's (written safely), or, refused, its own. */
async function opened(s: unknown): Promise<{ state: StudioState; refused: string }> {
  const fragment = await fragmentOf(s as StudioState);
  try {
    const state = await stateOf(fragment);
    return { state: state ?? initialState(), refused: '' };
  } catch (e) {
    expect(e).to.be.instanceOf(Refused);
    return { state: initialState(), refused: (e as Error).message };
  }
}

const INJECTION = 'hi\n```\n\n<img src=x onerror=alert(1)>\n\n```oware';

/** The state with `letters` played from its start. */
function played(s: StudioState, letters: string): StudioState {
  let at = { tree: s.tree, path: s.path };
  for (const l of letters.split(' ')) at = play(at.tree, at.path, 'ABCDEFabcdef'.indexOf(l), s.position);
  return { ...s, ...at };
}

const base = initialState();
const recorded = played(base, 'C f B');
const puzzle = { ...played(base, 'C f B'), puzzle: true, goal: 'capture:2' };
/** A comment whose ``` lands alone on a line of the OGN (the writer wraps at 80), then raw HTML. */
const WRAPPED = `${'a'.repeat(78)} \`\`\` <!--${'x'.repeat(72)}--> <img src=x onerror=alert(1)>`;
const withComment = (comment: string): StudioState => {
  const s = structuredClone(recorded);
  s.tree.moves[1]!.comment = comment;
  return s;
};
const withGlyph = (glyph: string): StudioState => {
  const s = structuredClone(recorded);
  (s.tree.moves[0] as { glyph?: string }).glyph = glyph;
  return s;
};
const withVariationComment = (comment: string): StudioState => {
  const s = structuredClone(played({ ...recorded, path: [2] }, 'e'));
  s.tree.moves[1]!.variations[0]!.comment = comment;
  return s;
};

/** A hostile value in each field the studio writes (the field named, the state with it). */
const HOSTILE: [string, StudioState][] = [
  ['caption', { ...base, caption: INJECTION }],
  ['caption', { ...puzzle, caption: INJECTION }],
  ['position', { ...base, position: `4,4,4,4,4,4/4,4,4,4,4,4 S 0-0${INJECTION}` }],
  ['position', { ...base, position: `${INJECTION}` }],
  ['orientation', { ...base, orientation: `north${INJECTION}` as 'north' }],
  ['labels', { ...base, labels: `numbers${INJECTION}` as 'numbers' }],
  ['labels', { ...base, labels: 'roman' as 'numbers' }],
  ['highlight', { ...base, highlight: `c:capture${INJECTION}` }],
  ['arrows', { ...base, arrows: `F>c${INJECTION}` }],
  ['markers', { ...base, markers: `c:1${INJECTION}` }],
  ['markers', { ...base, markers: `c:"${INJECTION}"` }],
  ['markers', { ...base, markers: 'c:"<img src=x onerror=alert(1)>"' }],
  ['goal', { ...puzzle, goal: `win${INJECTION}` }],
  ['goal', { ...puzzle, goal: 'capture:two' }],
  ['tab', { ...base, tab: `record${INJECTION}` as 'record' }],
  ['tree', withComment(INJECTION)],
  ['tree', withGlyph(`!${INJECTION}`)],
  ['tree', withVariationComment(INJECTION)],
];

describe('the studio: a hostile share link', () => {
  for (const [field, s] of HOSTILE)
    it(`${field} = ${JSON.stringify(s[field as keyof StudioState] ?? '').slice(0, 60)}…: refused with a message, outputs safe`, async () => {
      const { state, refused } = await opened(s);
      expect(refused, 'refused').to.not.equal('');
      expect(refused).to.contain(field === 'tree' ? 'move' : field);
      assertFenceSafe(state);
      assertTagSafe(state);
      parseRecord(ognOf(state));
    });

  for (const [what, s] of [
    ['a comment that wraps a ``` line', withComment(WRAPPED)],
    ['a variation comment that wraps a ``` line', withVariationComment(WRAPPED)],
    ['a caption with inline HTML and ```', { ...base, caption: '``` <img src=x onerror=alert(1)> ```' }],
    ['a puzzle caption with inline HTML', { ...puzzle, caption: '<script>alert(1)</script>"] [x "' }],
    ['a marker label with HTML', { ...base, markers: 'c:"<i>x</i>"' }],
  ] as const)
    it(`${what}: written safely (the fence stays one diagram)`, async () => {
      const { state, refused } = await opened(s);
      expect(refused).to.equal('');
      assertFenceSafe(state);
      assertTagSafe(state);
      expect(parseRecord(ognOf(state)).tree.moves.length).to.equal(state.tree.moves.length);
    });

  it('control characters, U+FFFE and lone surrogates in any text are refused', async () => {
    for (const ch of ['\u0000', '\u0001', '\t', '\r', '\u001f', '\u2028', '\uFFFE', '\uFFFF', '\uD800', '\uDC00'])
      for (const s of [{ ...base, caption: `a${ch}b` }, { ...base, markers: `c:"a${ch}b"` }, withComment(`a${ch}b`)]) {
        const { refused } = await opened(s);
        expect(refused, JSON.stringify(ch)).to.not.equal('');
      }
  });

  it('a state that is not an object, or a tree that is not one, is refused', async () => {
    for (const bad of [[], 'x', 3, null, { tree: { moves: [{ pit: 'A', captured: 0, variations: [] }] } }]) {
      const { refused } = await opened(bad);
      expect(refused, JSON.stringify(bad)).to.not.equal('');
    }
  });
});

/** A link (`#s=…`) holding `json` deflated. */
async function linkOf(json: string): Promise<string> {
  const packed = new Uint8Array(
    await new Response(
      new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw') as unknown as TransformStream),
    ).arrayBuffer(),
  );
  let bin = '';
  for (let i = 0; i < packed.length; i += 0x8000) bin += String.fromCharCode(...packed.subarray(i, i + 0x8000));
  return `#s=${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The message a link is refused with. */
async function refusal(fragment: string): Promise<string> {
  try {
    await stateOf(fragment);
  } catch (e) {
    expect(e).to.be.instanceOf(Refused);
    return (e as Error).message;
  }
  throw new Error('the link was not refused');
}

/** A tree of `n` plies along one line (South's and North's first legal pit, in turn). */
function longLine(n: number): StudioState['tree'] {
  const moves = [];
  for (let i = 0; i < n; i++) moves.push({ pit: i % 2 ? 6 : 0, captured: 0, variations: [] });
  return { moves };
}

describe('the studio: the share link’s limits (issue 34’s freezing links)', () => {
  it("markers 'c:1 ' × 500,000: refused (the text is over the inflated size)", async () => {
    const link = await linkOf(JSON.stringify({ ...base, markers: 'c:1 '.repeat(500_000) }));
    expect(link.length).to.be.below(10_000);
    expect(await refusal(link)).to.match(/link holds more than 256 KiB/);
  });

  it("markers 'c:1 ' × 10,000 (under the size): refused by the marks' limit", async () => {
    expect(await refusal(await linkOf(JSON.stringify({ ...base, markers: 'c:1 '.repeat(10_000) })))).to.match(
      /markers/,
    );
  });

  it('20,000 variations: refused', async () => {
    const tree = { moves: [{ pit: 2, captured: 0, variations: [] as unknown[] }] };
    for (let i = 0; i < 20_000; i++)
      tree.moves[0]!.variations.push({ moves: [{ pit: i % 6, captured: 0, variations: [] }] });
    expect(await refusal(await linkOf(JSON.stringify({ ...base, tree })))).to.match(/more than 256 KiB|variations/);
    // under the size, the count refuses it
    tree.moves[0]!.variations.length = LIMITS.variations + 1;
    expect(await refusal(await linkOf(JSON.stringify({ ...base, tree })))).to.match(
      new RegExp(`more than ${LIMITS.variations} variations`),
    );
  });

  it('a 10,000-ply tree, and one just over the plies, and variations nested 5,000 deep: refused', async () => {
    expect(await refusal(await linkOf(JSON.stringify({ ...base, tree: longLine(10_000) })))).to.match(
      /more than 256 KiB|moves/,
    );
    expect(await refusal(await linkOf(JSON.stringify({ ...base, tree: longLine(LIMITS.plies + 1) })))).to.match(
      new RegExp(`more than ${LIMITS.plies} moves`),
    );
    // (written by hand: JSON.stringify itself overflows the stack on so deep a tree)
    const open = '{"moves":[{"pit":0,"captured":0,"variations":[';
    const deep = `${open.repeat(5_000)}{"moves":[]}${']}]}'.repeat(5_000)}`;
    expect(await refusal(await linkOf(`{"tree":${deep}}`))).to.match(/more than 200 variations/);
  });

  it('a 20 MB caption: refused', async () => {
    expect(await refusal(await linkOf(JSON.stringify({ ...base, caption: 'x'.repeat(20_000_000) })))).to.match(
      /link holds more than 256 KiB/,
    );
    expect(await refusal(await linkOf(JSON.stringify({ ...base, caption: 'x'.repeat(LIMITS.text + 1) })))).to.match(
      new RegExp(`caption.*longer than ${LIMITS.text}`),
    );
  });

  it('a 200 MB deflate bomb: refused without inflating it whole', async () => {
    const link = await linkOf(`{"caption":"${'\u0000'.repeat(200_000_000)}"}`);
    expect(link.length).to.be.below(LIMITS.link);
    expect(await refusal(link)).to.match(/link holds more than 256 KiB/);
  });

  it('a link longer than the limit is refused before it is decoded; a damaged one has a message too', async () => {
    expect(await refusal(`#s=${'A'.repeat(LIMITS.link + 1)}`)).to.match(/link is longer than/);
    expect(await refusal('#s=not-deflate')).to.match(/damaged/);
    expect(await refusal(await linkOf('{"caption":'))).to.match(/damaged/);
    expect(await stateOf('#other')).to.equal(null);
  });

  it('a bad position or labels in a link: a message, not an uncaught error', async () => {
    expect(await refusal(await fragmentOf({ ...base, position: '4,4,4/4 S 0-0' }))).to.match(/^position: /);
    expect(await refusal(await fragmentOf({ ...base, labels: 'roman' as 'none' }))).to.match(/^labels: /);
  });

  it('a state at the limits reopens as it was', async () => {
    // a whole game along its first legal moves, with a variation and a comment at every move
    const game = new Game();
    const tree: StudioState['tree'] = { moves: [] };
    while (!game.result && tree.moves.length < 300) {
      const pit = game.legalMoves()[0]!;
      const move = {
        pit,
        captured: game.play(pit).capturedSeeds,
        variations: [],
        comment: `Move ${tree.moves.length + 1}. [%mark c:capture]`,
      };
      tree.moves.push(move);
    }
    const s: StudioState = {
      ...base,
      tab: 'record',
      tree,
      path: [tree.moves[0]!.pit],
      caption: 'c'.repeat(LIMITS.text),
      markers: Array.from({ length: LIMITS.marks }, (_, i) => `${'ABCDEFabcdef'[i % 12]}:${i}`).join(' '),
    };
    expect(await stateOf(await fragmentOf(s))).to.deep.equal(s);
    expect(await refusal(await fragmentOf({ ...s, markers: `${s.markers} d:2` }))).to.match(/more than 64 marks/);
  });
});
