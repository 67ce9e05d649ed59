// The Out fieldset: each output written from the state (the tag, the Markdown fence and the OGN
// record of out.ts, the picture of the step on show), and what its buttons do — Copy (to the
// clipboard, the reader told what was copied, or asked to select and copy where the page may not
// write it), Copy SVG, Download SVG (as shown), PNG (light), OGN and GIF of the line (gif.ts; where
// gifenc cannot load, the command line that makes it), and the publish buttons (publish.ts: image
// links and embeds on the diagram server). The share link's field is written by mount.ts once the
// link is made.
import { downloadPicture, save } from '../controls/download.js';
import { boardSVG } from '../svg/index.js';
import type { StudioContext, StudioPart } from './context.js';
import { gifCommand, gifOfLine } from './gif.js';
import { fenceOf, ognOf, type StudioState, tagOf } from './out.js';
import { setupPublish } from './publish.js';
import { lineThrough } from './record.js';
import { pictureOf, shownPath, svgOptionsAt } from './step.js';

/** The Out fieldset as a part, with its publish controls (their language and server address). */
export interface OutPanel extends StudioPart {
  readonly publish: ReturnType<typeof setupPublish>;
}

/** Wire the Out fieldset's buttons; `diagramsBase`: the diagram server's address the element was given. */
export function mountOutPanel({ root, $, model, say, tell }: StudioContext, diagramsBase: string): OutPanel {
  /** Copy `text` to the clipboard and say so (`what`: the button's words), or ask the reader to copy it. */
  async function copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      tell(say('copied', { what }));
    } catch {
      tell(say('selectCopy', { what }));
    }
  }
  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-copy]'))
    b.addEventListener('click', () => {
      const el = $(b.dataset.copy!);
      void copy(el instanceof HTMLInputElement ? el.value : (el.textContent ?? ''), b.textContent ?? '');
    });
  $('copy-svg').addEventListener('click', () => copy(pictureOf(model.state), 'SVG'));
  // image links, embeds and oEmbed links on the diagram server (docs/images-and-embeds.md)
  const publish = setupPublish(copy, root, diagramsBase);

  // the picture on show, through the element's own "Download image" code
  const shown = {
    toSVG: async (o: { size?: number; theme?: 'light' | 'dark' | 'auto' } = {}) => pictureOf(model.state, o.size),
  };
  const light = {
    toSVG: async (o: { size?: number } = {}) => {
      const s = model.state;
      return boardSVG({ ...svgOptionsAt(s, shownPath(s), o.size), theme: 'light' });
    },
  };
  $('download-svg').addEventListener('click', () => downloadPicture(shown, 'svg'));
  $('download-png').addEventListener('click', () => downloadPicture(light, 'png'));
  $('download-ogn').addEventListener('click', () =>
    save(new Blob([ognOf(model.state)], { type: 'text/plain' }), 'oware-record.ogn'),
  );
  const gifSaid = $('gif-said');
  $('download-gif').addEventListener('click', async () => {
    const s = model.state;
    if (!lineThrough(s.tree, s.path).length) {
      gifSaid.textContent = say('gifNone');
      return;
    }
    gifSaid.textContent = say('gifBusy');
    try {
      save((await gifOfLine(s))!, 'oware-line.gif');
      gifSaid.textContent = '';
    } catch {
      gifSaid.textContent = say('gifCli', { command: gifCommand(model.state.labels) });
    }
  });

  return {
    publish,
    show(s: StudioState): void {
      const fence = fenceOf(s);
      $('out-tag').textContent = tagOf(s);
      $('out-md').textContent = fence;
      $('out-ogn').textContent = ognOf(s);
      const svg = pictureOf(s);
      publish.update(fence, svg, s.puzzle || s.tree.moves.length > 0);
      const img = $<HTMLImageElement>('out-img');
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      img.alt = new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('title')?.textContent ?? '';
      $<HTMLButtonElement>('download-gif').disabled = !s.tree.moves.length;
    },
  };
}
