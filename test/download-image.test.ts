// "Download image" in the game controls and the record viewer (a menu behind one icon): the SVG
// file is the board's own toSVG() document, the PNG a PNG of the picture (read back from the
// download's blob).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { pictureCounts } from './board-helpers.js';

/** The next download (an anchor with `download` clicked): its file name and blob. */
function nextDownload(): Promise<{ name: string; blob: Blob }> {
  const click = HTMLAnchorElement.prototype.click;
  return new Promise((resolve) => {
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      HTMLAnchorElement.prototype.click = click;
      const name = this.download;
      void fetch(this.href)
        .then((r) => r.blob())
        .then((blob) => resolve({ name, blob }));
    };
  });
}

const button = (board: OwareBoard, name: string) =>
  board.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="control"][part~="${name}"]`);

describe('Download image', () => {
  it('in the game controls: the SVG is the board’s picture, the PNG a PNG', async () => {
    const board = await fixture<OwareBoard>(html`<oware-board interactive controls animation-speed="0"></oware-board>`);
    await waitUntil(() => button(board, 'download-svg'), 'the game controls came', { timeout: 10_000 });
    await board.play('C');
    await board.updateComplete;
    let got = nextDownload();
    button(board, 'download-svg')!.click();
    const svg = await got;
    expect(svg.name).to.equal('oware-board.svg');
    const text = await svg.blob.text();
    // (without the ids' prefix, the root's id without `svg`)
    const plain = (svg: string) => svg.replaceAll(/^<svg [^>]*? id="([^"]+)svg"/.exec(svg)![1]!, '');
    expect(plain(text)).to.equal(plain(await board.toSVG({ theme: 'auto', size: 600 })));
    expect(text).to.contain('North to move');
    got = nextDownload();
    button(board, 'download-png')!.click();
    const png = await got;
    expect(png.name).to.equal('oware-board.png');
    const bytes = new Uint8Array(await png.blob.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).to.equal('PNG');
    // width in the IHDR chunk: the picture at 1200 px
    expect(new DataView(bytes.buffer).getUint32(16)).to.equal(1200);
  });

  it('in the record viewer: a menu of SVG and PNG, the step on show', async () => {
    const board = await fixture<OwareBoard>(html`<oware-board record="1. C f 2. D d" ply="2"></oware-board>`);
    await waitUntil(() => button(board, 'download-image'), 'the viewer came', { timeout: 10_000 });
    const toggle = button(board, 'download-image')!;
    const menu = () => board.shadowRoot!.querySelector<HTMLElement>('.download .menu')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(menu().hidden).to.equal(true);
    expect(getComputedStyle(menu()).display).to.equal('none');
    // open it, take the SVG: the counts of the step on show
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(menu()).display).to.not.equal('none');
    expect(board.shadowRoot!.activeElement).to.equal(button(board, 'download-svg'));
    let got = nextDownload();
    button(board, 'download-svg')!.click();
    const svg = await got;
    expect(svg.name).to.equal('oware-board.svg');
    const doc = new DOMParser().parseFromString(await svg.blob.text(), 'image/svg+xml');
    expect(pictureCounts(doc).join(',')).to.equal(board.pits.join(','));
    expect(board.pits.join(',')).to.not.equal('4,4,4,4,4,4,4,4,4,4,4,4');
    // a choice closes the menu and gives the focus back to its button
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(board.shadowRoot!.activeElement).to.equal(toggle);
    // the PNG
    toggle.click();
    got = nextDownload();
    button(board, 'download-png')!.click();
    const png = await got;
    expect(png.name).to.equal('oware-board.png');
    const bytes = new Uint8Array(await png.blob.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).to.equal('PNG');
    expect(new DataView(bytes.buffer).getUint32(16)).to.equal(1200);
    // Escape closes it, and stays in the menu (the viewer does not take it as a step key)
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    button(board, 'download-svg')!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(menu().hidden).to.equal(true);
    expect(board.shadowRoot!.activeElement).to.equal(toggle);
  });
});
