// The gzip budgets of the built files: for each file, the goal we work towards and, each in a line
// of its own, what a feature needs beyond it and why. A file's budget is its goal plus its needs;
// size-limit checks it (`.size-limit.mjs` reads this file) in `npm test` and `npm run size`.
//
// A need is measured, never a round step to make a build fit: the initial file's needs are the
// modules' gzip shares of `scripts/module-sizes.mjs` against commit 3bba26f (the last build under
// the 28 kB goal), and a new feature's need is the file's size with it less the size without it,
// built back to back. A need never hides in the goal: to lower a file, take its need lines out as the
// bytes go, and leave the goal where it is. docs/benchmarks.md's "Budgets" table is written from
// this file with each file's measured size beside it (`node scripts/readme-sizes.mjs`).
//
// Sizes: "kB" is 1,000 bytes and "KiB" 1,024, gzip level 9, as size-limit measures.

/**
 * @typedef {{ size: string, for: string }} Need
 * @typedef {{ path: string, what: string, goal: string, needs?: Need[] }} Budget
 */

/** @type {Budget[]} */
export const budgets = [
  {
    path: 'dist/oware-board.min.js',
    what: 'the initial CDN file: the element, the engine, the board view, English, the feature registry and loaders',
    goal: '28 kB',
    needs: [
      {
        size: '1.15 kB',
        for: "today's build tools and packages: commit 3bba26f, 27.97 kB when it was made, builds to 29.12 kB now",
      },
      {
        size: '0.72 kB',
        for: 'one drawing shared with the static pictures and the server (shapes as data, the layers that adopt a server\u2019s nodes)',
      },
      {
        size: '0.50 kB',
        for: 'the feature registry: descriptors with their attributes, the online and drawing descriptors (0.70 kB until the game loaded through its descriptor like every feature: 0.20 kB less)',
      },
      {
        size: '0.68 kB',
        for: 'the hostile page\u2019s guards: length caps, strings refused whole, other documents, Trusted Types',
      },
      {
        size: '0.51 kB',
        for: 'the game\u2019s own owner of the step, the computer\u2019s seat, the language-ready check, the view input',
      },
      { size: '0.50 kB', for: 'first renders in turns and the space kept while waiting (the layout-shift fix)' },
      { size: '0.05 kB', for: 'the record writer of board.record, reading in slices' },
      {
        size: '0.39 kB',
        for: 'the board\u2019s own state: the page\u2019s attributes stay the page\u2019s (the owners of the sides and host states that features ask)',
      },
      {
        size: '0.07 kB',
        for: 'no renaming of third-party code: members whose names Lit also spells keep their full length',
      },
      {
        size: '0.08 kB',
        for: 'Game.clone copying the history instead of replaying it (a 31,362-ply game: 220 ms to 22 ms), Game.play reusing the last position',
      },
      {
        size: '0.17 kB',
        for: 'a row of one-digit counts and one-character labels as one text with a place per character (50 boards: layout CPU 46.9 to 41.7 ms, paint 21.8 to 17.7 ms, 188 to 167 nodes a board), and the board\u2019s texts left to right on a right-to-left page (measured back to back)',
      },
      {
        size: '0.26 kB',
        for: 'a board makes only the features it asks for, and asks for what it shows without an attribute of its own (the annotations\u2019 arrows and labels, Seed by seed with controls); the built-in mark kinds last, legal and sown drawn by the core (they were drawn only where the lessons had come); 32,607 \u2192 32,868 B built back to back',
      },
    ],
  },
  {
    path: 'dist/oware-board-ai-*.js',
    what: 'the AI chunk: the computer player, the AI client and the search',
    goal: '8 KiB',
    needs: [
      {
        size: '0.25 KiB',
        for: 'the ladder of ten levels: five more plans, the analysis plan, a search\u2019s own plan',
      },
    ],
  },
  { path: 'dist/oware-board-hint-*.js', what: 'the staged hints in five languages', goal: '4 KiB' },
  { path: 'dist/oware-board-game-*.js', what: 'the game controls, review and result actions', goal: '6.5 KiB' },
  { path: 'dist/oware-board-lessons-*.js', what: 'sequences, puzzles, the editor', goal: '16 KiB' },
  {
    path: 'dist/oware-board-record-*.js',
    what: 'the record viewer with collections and puzzles in records',
    goal: '10.5 KiB',
    needs: [
      { size: '0.5 KiB', for: 'Download image (SVG and PNG) in the viewer' },
      { size: '0.25 KiB', for: 'the viewer at its kept height, its move list following the move on show' },
      { size: '0.75 KiB', for: 'big records: the move list as a window, the picker of a big collection' },
      {
        size: '0.13 kB',
        for: 'a step deeper than 10,000 plies played out in slices (End on a 100,000-ply record was one task of half a second)',
      },
    ],
  },
  { path: 'dist/oware-board-analysis-*.js', what: 'the analysis badges', goal: '3 KiB' },
  { path: 'dist/oware-board-match-*.js', what: 'match play', goal: '4.5 KiB' },
  { path: 'dist/oware-board-sound-*.js', what: 'the sounds', goal: '1.5 KiB' },
  { path: 'dist/oware-board-drawing-*.js', what: 'drawing on the board', goal: '7 KiB' },
  {
    path: 'dist/oware-board-online-*.js',
    what: 'online play: the online bar, its words and the Colyseus client (most of it)',
    goal: '58.5 KiB',
    needs: [
      { size: '0.25 KiB', for: 'Resign asking to be confirmed, in five languages, with its timer and focus' },
      {
        size: '0.57 kB',
        for: 'the Colyseus client\u2019s private names at full length (no renaming of third-party code), and the online feature asking the board\u2019s owners instead of writing its attributes',
      },
      {
        size: '0.25 kB',
        for: 'staying joined as a session of its own (session.ts: 0.21 kB), its waits backing off as documented and a room made after the board left closed (0.04 kB); 60,401 \u2192 60,649 B built back to back',
      },
    ],
  },
  {
    path: 'dist/oware-board-to-svg-*.js',
    what: 'the picture as an SVG document (board.toSVG())',
    goal: '4.25 KiB',
    needs: [
      { size: '0.25 KiB', for: 'the flat seed tones of pictures 240 px wide or less' },
      { size: '0.25 KiB', for: 'dropping the characters XML forbids from every text' },
      {
        size: '1.93 kB',
        for: 'light pictures: the board written as markup strings (each seed a <use> of a shared outline, one scoped sheet), 8.9 kB for the start position instead of 18.8 kB and about ten times the pictures a second; the live board keeps its own drawing, so both ship',
      },
      {
        size: '0.56 kB',
        for: 'pictures painted by presentation attributes instead of a style sheet (a sheet only for the auto theme\u2019s dark colours and small pictures\u2019 flat tones), a row of counts as one text, the description a row per side in five languages: the start position 8,914 to 7,161 B, a marked diagram 12,059 to 8,656 B (measured back to back)',
      },
    ],
  },
  { path: 'dist/oware-board-animation-*.js', what: 'the sowing and setPosition animations', goal: '1.5 KiB' },
  { path: 'dist/oware-board-shared-*.js', what: 'code the lessons and the viewer share', goal: '7 KiB' },
  { path: 'dist/oware-board-de-*.js', what: 'German', goal: '3 KiB' },
  { path: 'dist/oware-board-af-*.js', what: 'Afrikaans', goal: '3 KiB' },
  { path: 'dist/oware-board-ja-*.js', what: 'Japanese', goal: '3 KiB' },
  { path: 'dist/oware-board-fr-*.js', what: 'French', goal: '3 KiB' },
  {
    path: 'dist/oware-board-lessons.min.js',
    what: 'self-contained: every feature and language in one file (online play left out)',
    goal: '90 kB',
    needs: [
      { size: '3.5 KiB', for: 'the staged hints in five languages' },
      { size: '2 KiB', for: 'the records work: the Aual\u00e9 writer and the viewer' },
      {
        size: '1.25 KiB',
        for: 'Download image in the viewer, the small pictures\u2019 flat tones, the editor\u2019s Remove seeds',
      },
      { size: '1 KiB', for: 'strings refused whole, the windowed move list and picker' },
      { size: '0.5 KiB', for: 'a waiting board keeping its space; the viewer at its kept height' },
      { size: '0.25 KiB', for: 'the online feature\u2019s descriptor (its code is left out of this file)' },
      { size: '0.25 KiB', for: 'the ladder of ten levels' },
      { size: '0.25 KiB', for: 'dropping the characters XML forbids from every SVG text' },
      {
        size: '0.37 kB',
        for: 'big records without a long task: loading in 12 ms slices, the picker\u2019s landmarks, Game.clone\u2019s copy',
      },
      {
        size: '0.53 kB',
        for: 'the board\u2019s own state (the page\u2019s attributes stay the page\u2019s), and no renaming of third-party code',
      },
      {
        size: '1.93 kB',
        for: 'light pictures: the SVG string writer beside the live board\u2019s drawing (see the to-svg chunk)',
      },
      { size: '0.16 kB', for: 'a step deeper than 10,000 plies played out in slices' },
      {
        size: '0.19 kB',
        for: 'a row of counts and labels as one text, texts left to right on a right-to-left page (see the initial file; measured back to back)',
      },
      {
        size: '0.20 kB',
        for: 'a board makes only the features it asks for; the mark kinds last, legal and sown in the core\u2019s styles (see the initial file; 102,773 \u2192 102,973 B built back to back)',
      },
      {
        size: '0.66 kB',
        for: 'pictures painted by presentation attributes, a row of counts as one text, the description a row per side (see the to-svg chunk; measured back to back)',
      },
      {
        size: '0.12 kB',
        for: 'each feature\u2019s strings in its own folder: the same code, in another order in the file (measured back to back)',
      },
      {
        size: '0.70 kB',
        for: 'not yet itemised: measured 100.26 kB on 2026-12-07 less the goal and the lines above (the shared drawing, the SVG writer and the guards, mostly); 1.05 kB until the game loaded through its descriptor (0.35 kB less)',
      },
    ],
  },
  {
    path: 'dist/studio.js',
    what: '`<oware-studio>` (oware-board/studio, the library build): markup, styles, outputs, share link, puzzle check, five languages',
    goal: '30 KiB',
    needs: [
      {
        size: '1.67 kB',
        for: 'the studio\u2019s state in one model (undo, redo, who hears of a change) and its handlers in modules named for their job: 1.26 kB of doc comments, which the library build keeps, and 0.37 kB of code (minified by esbuild: 22.31 \u2192 22.68 kB), built back to back; 0.04 kB more for undo and redo as one documented move between the histories',
      },
    ],
  },
];

const UNITS = { B: 1, kB: 1000, KiB: 1024 };

/** `'0.25 KiB'` → 256 (bytes). */
export function bytes(size) {
  const m = /^(\d+(?:\.\d+)?) (B|kB|KiB)$/.exec(size);
  if (!m) throw new Error(`a size is a number and B, kB or KiB: ${size}`);
  return Math.round(Number(m[1]) * UNITS[m[2]]);
}

/** A file's budget in bytes: its goal and its needs. */
export function budgetBytes(b) {
  return bytes(b.goal) + (b.needs ?? []).reduce((sum, n) => sum + bytes(n.size), 0);
}

/** kB of 1,000 bytes, two decimals, as docs/benchmarks.md writes them. */
export const kB = (n) => `${(n / 1000).toFixed(2)} kB`;

/** The entries size-limit reads. */
export function sizeLimitEntries() {
  return budgets.map((b) => ({
    name: `${b.path.replace(/^dist\//, '')}: ${b.what} (goal ${b.goal}${b.needs ? `; ${b.needs.length} needs, see docs/benchmarks.md` : ''})`,
    path: b.path,
    gzip: true,
    limit: `${budgetBytes(b)} B`,
  }));
}

/**
 * docs/benchmarks.md's "Budgets" table: a row for each file (goal, budget, measured size) and a row
 * under it for each need. `measured` maps a budget's path to its gzip size in bytes (omitted: "—").
 */
export function budgetTable(measured = {}) {
  const rows = ['| file | goal | needs beyond the goal | budget | measured |', '|---|---|---|---|---|'];
  for (const b of budgets) {
    const size = measured[b.path];
    const over =
      size === undefined
        ? ''
        : size > bytes(b.goal)
          ? ` (${kB(size - bytes(b.goal))} over the goal)`
          : ' (within the goal)';
    rows.push(
      `| \`${b.path.replace(/^dist\//, '')}\` — ${b.what} | ${kB(bytes(b.goal))} | ${b.needs ? `${kB(budgetBytes(b) - bytes(b.goal))} in ${b.needs.length} ${b.needs.length === 1 ? 'line' : 'lines'}` : 'none'} | ${kB(budgetBytes(b))} | ${size === undefined ? '—' : kB(size)}${over} |`,
    );
    for (const n of b.needs ?? []) rows.push(`| | | +${kB(bytes(n.size))}: ${n.for} | | |`);
  }
  return rows.join('\n');
}
