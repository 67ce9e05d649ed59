/**
 * The page's pace: many boards made at once share the main thread in short tasks. Boards' first
 * renders take turns ({@link firstRenderTurn}): a page that makes fifty boards at once draws them in
 * slices of about {@link SLICE_MS} each, a task apiece, not in one long task. One board alone is
 * drawn at once, as before.
 */

/** Main-thread time a slice of first renders may take (the long-task line is 50 ms). */
export const SLICE_MS = 45;

const turns: Array<() => void> = [];
let draining = false;
/** Boards drawn in this batch while others still wait, held out of the page's rendering until it ends. */
const held: Element[] = [];

/** A new task (a message to ourselves: no 4 ms clamp, unlike nested timeouts). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function drain(): Promise<void> {
  let start = performance.now();
  while (turns.length) {
    if (performance.now() - start > SLICE_MS) {
      await nextTask();
      start = performance.now();
    }
    turns.shift()!();
    // the board whose turn it is renders in the microtask just queued; then the next one's turn
    await null;
    await null;
  }
  draining = false;
  // the batch is drawn: shown together, in one layout (not one per slice, each of a growing page)
  for (const e of held.splice(0)) e.classList.remove('paced');
}

/**
 * After a board's first render (not a server's, already on show): while other boards still wait for
 * their turns, its drawing is laid out but not painted (class `paced`: hidden, so nothing moves when
 * it shows) until the last of the batch is drawn.
 */
export function holdWhileOthersWait(root: ParentNode): void {
  const board = turns.length ? root.querySelector('svg[part=board]') : null;
  board?.classList.add('paced');
  if (board) held.push(board);
}

/**
 * Resolves when a board may draw its first render: at once while the current slice has time left,
 * else in a later task. Boards take their turns in the order they asked. Given the board's shadow
 * root and its mode, the space the board will take is kept while it waits — a stand-in of the
 * board's proportions and the box of class `below m-<mode>` that keeps its bars' space
 * (styles.ts) — and taken out just before it draws: a board waiting for its turn is defined (the
 * page's `:not(:defined)` CSS no longer holds its place) but has drawn nothing yet.
 */
export function firstRenderTurn(root?: ParentNode, mode?: string): Promise<void> {
  const standIns = root ? keepSpace(root, mode ?? 'game') : [];
  return new Promise<void>((resolve) => {
    turns.push(() => {
      for (const e of standIns) e.remove();
      resolve();
    });
    if (!draining) {
      draining = true;
      void drain();
    }
  });
}

function keepSpace(root: ParentNode, mode: string): Element[] {
  const doc = (root as Node).ownerDocument ?? document;
  const board = doc.createElement('div');
  board.className = 'stand-in';
  const below = doc.createElement('div');
  below.className = `below m-${mode}`;
  root.append(board, below);
  return [board, below];
}
