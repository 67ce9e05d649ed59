import '../src/index.ts';

/** Each theme: a name, a line about it, the page background behind the board, and its whole CSS. */
const THEMES: { id: string; name: string; about: string; stage: string; css: string }[] = [
  {
    id: 'wood',
    name: 'Wood (default)',
    about: 'The built-in look: no CSS at all. It follows prefers-color-scheme by itself.',
    stage: '#fffaf2',
    css: `/* nothing to add: the defaults */
oware-board.wood { }`,
  },
  {
    id: 'dark',
    name: 'Dark ebony',
    about: 'Dark wood and pale seeds for dark pages.',
    stage: '#17110c',
    css: `oware-board.dark {
  --oware-board: #3a2a20;
  --oware-board-light: #52392a;
  --oware-board-edge: #140c07;
  --oware-board-grain: #1c120c;
  --oware-pit: #231710;
  --oware-pit-deep: #0e0805;
  --oware-seed: #d9cfbd;
  --oware-seed-2: #bfae92;
  --oware-seed-3: #e8e2d6;
  --oware-seed-4: #a99578;
  --oware-text: #f3e6d3;
  --oware-label: #cdb79a;
  --oware-legal: #f2c46d;
  --oware-last-move: #f2c46d;
  --oware-focus: #8ab4ff;
  --oware-banner: rgb(242 196 109 / 0.92);
  --oware-banner-text: #1a110a;
}`,
  },
  {
    id: 'flat',
    name: 'Flat minimal',
    about: 'No gradients or grain: equal colours flatten the wood, the bowls and the seeds.',
    stage: '#ffffff',
    css: `oware-board.flat {
  --oware-board: #eef1f4;
  --oware-board-light: #eef1f4;
  --oware-board-grain: #eef1f4;
  --oware-board-edge: #c9d1da;
  --oware-pit: #ffffff;
  --oware-pit-deep: #ffffff;
  --oware-seed: #2d3748;
  --oware-seed-2: #2d3748;
  --oware-seed-3: #2d3748;
  --oware-seed-4: #2d3748;
  --oware-seed-edge: #2d3748;
  --oware-seed-shine: #2d3748;
  --oware-text: #1f2933;
  --oware-label: #6b7785;
  --oware-legal: #3b82f6;
  --oware-last-move: #93c5fd;
  --oware-banner: #1f2933;
  --oware-font-family: system-ui, sans-serif;
}
oware-board.flat::part(count) { font-weight: 500; }
oware-board.flat::part(label) { font-weight: 400; }`,
  },
  {
    id: 'contrast',
    name: 'High contrast',
    about: 'Black, white and yellow with heavy counts; clear for low vision and bright sunlight.',
    stage: '#000000',
    css: `oware-board.contrast {
  --oware-board: #000000;
  --oware-board-light: #000000;
  --oware-board-grain: #000000;
  --oware-board-edge: #ffffff;
  --oware-pit: #111111;
  --oware-pit-deep: #000000;
  --oware-seed: #ffd400;
  --oware-seed-2: #ffd400;
  --oware-seed-3: #ffd400;
  --oware-seed-4: #ffd400;
  --oware-seed-edge: #000000;
  --oware-seed-shine: #fff6b0;
  --oware-text: #ffffff;
  --oware-label: #ffffff;
  --oware-legal: #00e5ff;
  --oware-last-move: #ff4dd2;
  --oware-focus: #00e5ff;
  --oware-banner: #ffd400;
  --oware-banner-text: #000000;
}
oware-board.contrast::part(count) { font-weight: 900; }
oware-board.contrast::part(label) { opacity: 1; }`,
  },
  {
    id: 'beads',
    name: 'Coloured beads',
    about: 'A painted board with glossy beads in four colours.',
    stage: '#f3f7f4',
    css: `oware-board.beads {
  --oware-board: #2f6f73;
  --oware-board-light: #4b9a97;
  --oware-board-edge: #173c3f;
  --oware-board-grain: #245b5e;
  --oware-pit: #1f4f52;
  --oware-pit-deep: #0f2c2e;
  --oware-seed: #e63946;
  --oware-seed-2: #f4a261;
  --oware-seed-3: #2a9df4;
  --oware-seed-4: #8ac926;
  --oware-seed-edge: #10202a;
  --oware-seed-shine: #ffffff;
  --oware-text: #fffaf0;
  --oware-label: #cfe9e6;
  --oware-legal: #ffd166;
  --oware-last-move: #ffd166;
  --oware-font-family: 'Trebuchet MS', system-ui, sans-serif;
}
oware-board.beads::part(thinking) { font-style: italic; }`,
  },
];

/** A middle-game position, so every theme shows seeds, piles, counts and scores. */
const POSITION = '3,0,5,6,1,2/2,4,0,7,3,1 S 6-8';

const style = document.createElement('style');
style.textContent = THEMES.map((t) => t.css).join('\n');
document.head.append(style);

const gallery = document.querySelector('#gallery')!;
for (const t of THEMES) {
  const section = document.createElement('section');
  section.setAttribute('aria-labelledby', `${t.id}-h`);
  section.innerHTML = `<h2 id="${t.id}-h"></h2><p></p>
    <div class="stage" style="background:${t.stage}">
      <oware-board class="${t.id}" position="${POSITION}" interactive stores labels="letters" highlight="D:origin"></oware-board>
    </div>
    <pre><code></code></pre>`;
  section.querySelector('h2')!.textContent = t.name;
  section.querySelector('p')!.textContent = t.about;
  section.querySelector('code')!.textContent = t.css;
  gallery.append(section);
}
