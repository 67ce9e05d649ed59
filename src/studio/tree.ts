// The studio's recorded moves as a list to read and to click: the main line as buttons
// (`1. C`, `f`, …), each variation in brackets after the move it replaces, nested as deep as the
// tree goes, the move on show marked `aria-current`. A click (or Enter) goes to that move.
import { pitLetter } from '../engine/index.js';
import type { RecordLine } from '../record/index.js';
import { moveNumber } from '../record/index.js';

/** Write `tree` into `box`; `current` is the path on show, `go` is called with a clicked move's path. */
export function renderTree(
  box: HTMLElement,
  tree: RecordLine,
  current: readonly number[],
  northFirst: boolean,
  empty: string,
  go: (path: number[]) => void,
): void {
  const here = current.join(',');
  const line = (l: RecordLine, before: number[], into: HTMLElement) => {
    let numbered = true;
    l.moves.forEach((m, k) => {
      const path = [...before, ...l.moves.slice(0, k).map((x) => x.pit), m.pit];
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      const ply = path.length - 1;
      b.textContent = `${m.pit < 6 || numbered ? `${moveNumber(ply, northFirst, m.pit)} ` : ''}${pitLetter(m.pit)}${
        m.captured ? `+${m.captured}` : ''
      }`;
      if (m.comment) b.title = m.comment;
      if (path.join(',') === here) b.setAttribute('aria-current', 'step');
      b.addEventListener('click', () => go(path));
      into.append(b, ' ');
      numbered = false;
      for (const v of m.variations) {
        const span = document.createElement('span');
        span.className = 'variation';
        span.append('( ');
        line(v, path.slice(0, -1), span);
        span.append(')');
        into.append(span, ' ');
        numbered = true;
      }
    });
  };
  box.replaceChildren();
  if (!tree.moves.length) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = empty;
    box.append(p);
    return;
  }
  line(tree, [], box);
}
