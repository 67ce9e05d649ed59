import '../src/index.ts';
import type { OwareBoard, Side, VariantName } from '../src/index.ts';

const board = document.querySelector<OwareBoard>('#board')!;
const status = document.querySelector<HTMLParagraphElement>('#status')!;
const list = document.querySelector<HTMLOListElement>('#moves')!;
const noMoves = document.querySelector<HTMLParagraphElement>('#no-moves')!;
const hintBtn = document.querySelector<HTMLButtonElement>('#hint')!;
const hintOut = document.querySelector<HTMLSpanElement>('#hint-out')!;
const variant = document.querySelector<HTMLSelectElement>('#variant')!;

/** The human's side: the computer plays the other one. */
let you: Side = 'south';
const other = (s: Side): Side => (s === 'south' ? 'north' : 'south');

function refresh(): void {
  const [s, n] = board.score;
  const mine = you === 'south' ? s : n;
  const theirs = you === 'south' ? n : s;
  const r = board.result;
  let text: string;
  status.className = 'status';
  if (r) {
    if (r.winner === 'draw') text = 'A draw.';
    else if (r.winner === you) text = 'You win!';
    else text = 'The computer wins.';
    status.classList.add(r.winner === you || r.winner === 'draw' ? 'over' : 'lost');
  } else if (board.turn === you) text = 'Your move.';
  else text = board.thinking ? 'The computer is thinking…' : 'The computer is to move.';
  status.innerHTML = '';
  status.append(text);
  const score = document.createElement('span');
  score.className = 'score';
  score.textContent = `You ${mine} · Computer ${theirs}`;
  status.append(score);

  // the move list, one line per full move
  const h = board.history;
  list.replaceChildren();
  for (let i = 0; i < h.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = h
      .slice(i, i + 2)
      .map((m) => m.letter + (m.capturedSeeds ? `×${m.capturedSeeds}` : ''))
      .join('  ');
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
  noMoves.hidden = h.length > 0;
  hintBtn.disabled = !!r || board.turn !== you;
}

function setSide(side: Side): void {
  you = side;
  board.ai = other(side);
  board.orientation = side; // your pits at the bottom
  refresh();
}

board.addEventListener('oware-move', () => {
  hintOut.textContent = '';
  refresh();
});
board.addEventListener('oware-game-over', refresh);
// the host attribute `thinking` tells when the computer starts and stops thinking
new MutationObserver(refresh).observe(board, { attributes: true, attributeFilter: ['thinking'] });

for (const r of document.querySelectorAll<HTMLInputElement>('input[name="side"]')) {
  r.addEventListener('change', () => setSide(r.value as Side));
}
for (const r of document.querySelectorAll<HTMLInputElement>('input[name="level"]')) {
  r.addEventListener('change', () => (board.aiLevel = Number(r.value)));
}
variant.addEventListener('change', async () => {
  board.variant = variant.value as VariantName;
  await board.setPosition('start');
  refresh();
});
document.querySelector('#new')!.addEventListener('click', async () => {
  hintOut.textContent = '';
  await board.setPosition('start');
  refresh();
});
document.querySelector('#undo')!.addEventListener('click', async () => {
  await board.undo(); // takes back the computer's answer and your move
  hintOut.textContent = '';
  refresh();
});
hintBtn.addEventListener('click', async () => {
  hintBtn.disabled = true;
  hintOut.textContent = '…';
  try {
    const h = await board.hint();
    hintOut.textContent = `Try ${h.letter}.`;
  } catch {
    hintOut.textContent = '';
  } finally {
    refresh();
  }
});

customElements.whenDefined('oware-board').then(() => setSide('south'));
