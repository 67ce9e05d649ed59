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
}

/**
 * Resolves when a board may draw its first render: at once while the current slice has time left,
 * else in a later task. Boards take their turns in the order they asked.
 */
export function firstRenderTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    turns.push(resolve);
    if (!draining) {
      draining = true;
      void drain();
    }
  });
}
