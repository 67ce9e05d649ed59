// A page's script with the package alone: `import 'oware-board'` types the element, its features'
// properties (merged in by each feature) and every event's detail.
import 'oware-board';

const board = document.querySelector('oware-board')!;
board.position = '4,4,4,4,4,4/4,4,4,4,4,4 S 0-0';
board.showLegal = true; // the lessons'
board.moves = 'C f B a';
board.fragmentLink = true; // the record viewer's
board.addEventListener('oware-move', (e) => console.log(e.detail.letter, e.detail.sown));
board.addEventListener('oware-puzzle-solved', (e) => console.log(e.detail));
board.addEventListener('oware-error', (e) => console.warn(e.detail.attribute, e.detail.message));
// @ts-expect-error: no such property
board.showLegall = true;
// @ts-expect-error: the detail has no such field
board.addEventListener('oware-move', (e) => console.log(e.detail.lettre));
