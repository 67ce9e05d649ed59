import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';

const editor = document.querySelector<OwareBoard>('#editor')!;
const preview = document.querySelector<OwareBoard>('#preview')!;
const out = document.querySelector<HTMLOutputElement>('#position')!;
const snippet = document.querySelector<HTMLElement>('#snippet')!;
const copied = document.querySelector<HTMLOutputElement>('#copied')!;

function show(position: string): void {
  out.value = position;
  snippet.textContent = `<oware-board position="${position}" labels="letters"></oware-board>`;
  preview.position = position;
}

editor.addEventListener('oware-position-change', (e) => show(e.detail.position));
customElements.whenDefined('oware-board').then(() => show(editor.position));

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    copied.value = `${what} copied.`;
  } catch {
    copied.value = `Select the text above and copy it (${what}).`;
  }
}
document.querySelector('#copy-position')!.addEventListener('click', () => copy(out.value, 'Position'));
document.querySelector('#copy-snippet')!.addEventListener('click', () => copy(snippet.textContent ?? '', 'Element'));
