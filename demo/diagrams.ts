// The five diagrams of demo/static-diagrams.md, read once for the "Static diagrams" page: each
// block's heading, info string and body (through the markdown-it plugin's own test for an
// ```oware block), and the attributes a board of its picture takes. Shared by the page's script
// (the live column) and by the server-side render of its SSR column (scripts/ssr-diagrams.ts), so
// the columns always show the same diagrams.
import MarkdownIt from 'markdown-it';
import { readFence } from '../src/markdown/fence.ts';
import { isOwareInfo } from '../src/markdown/markdown-it.ts';

/** The picture's options of a block (`boardSVG`'s). */
export type DiagramPicture = ReturnType<typeof readFence>['picture'];

/** A diagram of the Markdown file: its heading, its block's info string and body, its picture. */
export interface DemoDiagram {
  title: string;
  info: string;
  body: string;
  picture: DiagramPicture;
}

/** The diagrams of `source` (the Markdown file's text), in order. */
export function readDiagrams(source: string): DemoDiagram[] {
  const tokens = new MarkdownIt().parse(source, {});
  return tokens.flatMap((t, i) =>
    t.type === 'fence' && isOwareInfo(t.info)
      ? [
          {
            title: tokens.slice(0, i).findLast((h) => h.type === 'inline')?.content ?? '',
            info: t.info,
            body: t.content,
            picture: readFence(t.info, t.content).picture,
          },
        ]
      : [],
  );
}

/** The attributes of a board showing `picture` (its caption goes through `annotations`, as the lessons set it). */
export function boardAttributes(picture: DiagramPicture): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['position', 'orientation', 'labels', 'highlight', 'arrows', 'markers'] as const)
    if (picture[k] !== undefined) out[k] = String(picture[k]);
  if (picture.stores) out.stores = '';
  return out;
}

/** The `annotations` of a board showing `picture`: its caption, or none. */
export const boardAnnotations = (picture: DiagramPicture) =>
  picture.caption ? { marks: [], arrows: [], caption: picture.caption } : undefined;
