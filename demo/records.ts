// The records page: a viewer board that opens a pasted or uploaded OGN record.
import '../src/index.ts';
import type { OwareBoard, OwareErrorDetail } from '../src/index.ts';
import { formatRecord, parseRecord } from '../src/record/index.ts';

const EXAMPLE = `[Variant "Oware Abapa"]
[Event "An annotated example"]
[Site "oware-board demo"]
[Date "2026.12.01"]
[South "South"]
[North "North"]
[Result "*"]

{Twelve pits, four seeds each; South moves first. [%mark D:origin]}
1. D {South sows the four seeds of D into E, F, a and b. [%arrow D>b]} 1... c
2. E a 3. F e 4. B+2 {South's last seed lands in a, which now holds two: captured.
[%mark a:capture] [%arrow B>a]} 4... d+9 {North's eight seeds run round to F: F, E
and D hold three each, and all nine are captured. [%mark D:capture E:capture F:capture]
[%label D:3 E:3 F:3] [%arrow d>F]} (4... b+3 {b takes three at once, but d takes nine.}
5. A) 5. B b 6. A+2 c+3 7. F+2 {South takes two back.} 7... b
`;

const board = document.querySelector<OwareBoard>('#viewer')!;
const text = document.querySelector<HTMLTextAreaElement>('#text')!;
const status = document.querySelector<HTMLElement>('#status')!;

document.querySelector('#example')!.textContent = EXAMPLE;
text.value = EXAMPLE;

function open(ogn: string, from: string): void {
  status.className = '';
  let failed = false;
  const onError = (e: Event) => {
    failed = true;
    status.className = 'bad';
    status.textContent = (e as CustomEvent<OwareErrorDetail>).detail.message;
  };
  board.addEventListener('oware-error', onError, { once: true });
  board.record = ogn;
  board.updateComplete.then(() => {
    board.removeEventListener('oware-error', onError);
    if (failed) return;
    const n = parseRecord(ogn).tree.moves.length;
    status.textContent = `Opened ${from}: ${n} move${n === 1 ? '' : 's'} in the main line.`;
  });
}

document.querySelector('#open')!.addEventListener('click', () => open(text.value, 'the text'));
document.querySelector<HTMLInputElement>('#file')!.addEventListener('change', async (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (!file) return;
  const ogn = await file.text();
  text.value = ogn;
  open(ogn, file.name);
});
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ogn' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The record on show in the form Aualé reads as written; what it had to change is said in the status line. */
function forAule(): string {
  const warnings: string[] = [];
  const out = formatRecord(parseRecord(board.record), { for: 'aule', warnings });
  status.className = '';
  status.textContent = warnings.length ? `For Aualé: ${warnings.join('; ')}.` : 'For Aualé: nothing to change.';
  return out;
}

document.querySelector('#download')!.addEventListener('click', () => download(board.record, 'oware-game.ogn'));
document.querySelector('#download-aule')!.addEventListener('click', () => download(forAule(), 'oware-game-aule.ogn'));
document.querySelector('#copy-aule')!.addEventListener('click', async () => {
  const text = forAule();
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    status.textContent += ' (The browser refused the clipboard: the text is in the box above.)';
    (document.querySelector('#text') as HTMLTextAreaElement).value = text;
  }
});

for (const b of document.querySelectorAll<HTMLButtonElement>('.langs button')) {
  b.addEventListener('click', () => {
    board.lang = b.dataset.lang!;
    for (const o of document.querySelectorAll('.langs button')) o.setAttribute('aria-pressed', String(o === b));
  });
}
