import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';

const game = document.querySelector<OwareBoard>('#game')!;
const status = document.querySelector<HTMLOutputElement>('#status')!;
const moves = document.querySelector<HTMLSpanElement>('#moves')!;
const speed = document.querySelector<HTMLInputElement>('#speed')!;

function refresh(): void {
  const [s, n] = game.score;
  const result = game.result;
  status.textContent = result
    ? result.winner === 'draw'
      ? `Draw ${s}–${n}`
      : `${result.winner === 'south' ? 'South' : 'North'} wins ${s}–${n}`
    : `${game.turn === 'south' ? 'South' : 'North'} to move · ${s}–${n}`;
  moves.textContent = game.moveList || '—';
}

game.addEventListener('oware-move', refresh);
game.addEventListener('oware-game-over', refresh);
document.querySelector('#undo')!.addEventListener('click', async () => {
  await game.undo();
  refresh();
});
document.querySelector('#reset')!.addEventListener('click', async () => {
  await game.reset();
  refresh();
});
document.querySelector('#flip')!.addEventListener('click', () => game.flip());
speed.addEventListener('input', () => {
  game.animationSpeed = Number(speed.value);
});
customElements.whenDefined('oware-board').then(refresh);
