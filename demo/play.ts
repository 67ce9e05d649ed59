import '../src/index.ts';
import type { OwareBoard, Side, VariantName } from '../src/index.ts';

// The board's own controls (`controls`) give New game, Undo, Hint, copying and the review; this
// page adds the settings and a status line.
const board = document.querySelector<OwareBoard>('#board')!;
const status = document.querySelector<HTMLParagraphElement>('#status')!;
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
    text = r.winner === 'draw' ? 'A draw.' : r.winner === you ? 'You win!' : 'The computer wins.';
    status.classList.add(r.winner === you || r.winner === 'draw' ? 'over' : 'lost');
  } else if (board.turn === you) text = 'Your move.';
  else text = board.thinking ? 'The computer is thinking…' : 'The computer is to move.';
  const score = document.createElement('span');
  score.className = 'score';
  score.textContent = `You ${mine} · Computer ${theirs}`;
  status.replaceChildren(text, score);
}

/** Play `side`: your pits at the bottom, and a new game (the computer opens when you play North). */
async function setSide(side: Side): Promise<void> {
  you = side;
  board.ai = other(side);
  board.orientation = side;
  await board.newGame();
  refresh();
}

for (const type of ['oware-move', 'oware-game-over']) board.addEventListener(type, refresh);
// `oware-change` tells when the computer starts and stops thinking, and when a new game or an undo
// changes the position (the board never writes the page's attributes)
board.addEventListener('oware-change', refresh);

for (const r of document.querySelectorAll<HTMLInputElement>('input[name="side"]')) {
  r.addEventListener('change', () => void setSide(r.value as Side));
}
const level = document.querySelector<HTMLSelectElement>('#level')!;
const levelNote = document.querySelector<HTMLElement>('#level-note')!;
level.addEventListener('change', () => {
  board.aiLevel = Number(level.value);
  levelNote.textContent = `${level.selectedOptions[0].dataset.note} Each level wins about four games in five against the one below.`;
});
variant.addEventListener('change', async () => {
  board.variant = variant.value as VariantName;
  await board.setPosition('start');
  refresh();
});

const analysis = document.querySelector<HTMLInputElement>('#analysis')!;
const sound = document.querySelector<HTMLInputElement>('#sound')!;
const match = document.querySelector<HTMLSelectElement>('#match')!;
const snippet = document.querySelector<HTMLElement>('#snippet')!;

/** The tag as this page has set it up, for copying. */
function showSnippet(): void {
  const extra = [
    analysis.checked ? ' analysis' : '',
    sound.checked ? ' sound' : '',
    match.value ? ` match="${match.value}"` : '',
  ].join('');
  snippet.textContent = `<oware-board ai="${board.ai}" ai-level="${board.aiLevel}" stores labels="letters" controls${extra}></oware-board>`;
}
analysis.addEventListener('change', () => {
  board.analysis = analysis.checked;
  showSnippet();
});
sound.addEventListener('change', () => {
  board.sound = sound.checked;
  showSnippet();
});
match.addEventListener('change', async () => {
  if (match.value) board.setAttribute('match', match.value);
  else board.removeAttribute('match');
  await board.newGame();
  showSnippet();
  refresh();
});
for (const el of document.querySelectorAll('input[name="side"], #level')) el.addEventListener('change', showSnippet);

customElements.whenDefined('oware-board').then(refresh);
