// "Download image" in the game controls: the SVG file is the board's own
// toSVG() document, the PNG a PNG of the picture (read back from the download's blob).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';

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
    expect(text.replace(/ob[0-9a-z]+-/g, '')).to.equal(
      (await board.toSVG({ theme: 'auto', size: 600 })).replace(/ob[0-9a-z]+-/g, ''),
    );
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
});
