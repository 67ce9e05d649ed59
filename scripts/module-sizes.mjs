#!/usr/bin/env node
// What a one-file build holds, module by module:
//
//   node scripts/module-sizes.mjs DIR/oware-board.min.js [BEFORE/oware-board.min.js] [--markdown]
//
// DIR is where the build wrote its analysis (`OWARE_PARTS=DIR node scripts/build.mjs`; `npm run
// bench -- size` does it): the file as built and its source map through every pass (Vite, esbuild,
// oxc), back to src/ and node_modules/. Each byte of the file is the module its map names (bytes
// that no module claims: "(unmapped)", the bundle's glue). A module's gzip share is what the file,
// gzipped (level 9, as size-limit), loses without that module's bytes: what moving the module out
// would save, near enough. Shares do not add up to the whole (gzip finds repeats across modules);
// the closing line says by how much.
//
// BEFORE: the same from another build (an older commit's): each module's share then, and the change.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const [file, beforeFile] = args.filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/module-sizes.mjs DIR/FILE.js [BEFORE/FILE.js] [--markdown]');
  process.exit(2);
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
const UNMAPPED = '(unmapped)';

/** `{ whole, rows: [{ id, bytes, share }] }` for the built file `path` and its map `path.map`. */
function measure(path) {
  const code = readFileSync(path, 'utf8');
  const map = new TraceMap(readFileSync(`${path}.map`, 'utf8'));
  const lines = code.split('\n');
  // owner of each character, line by line: a module's index, or -1
  const owners = lines.map((line, i) => {
    const own = new Int32Array(line.length).fill(-1);
    const segs = decodedMappings(map)[i] ?? [];
    for (const [k, seg] of segs.entries())
      own.fill(seg.length > 1 ? seg[1] : -1, seg[0], segs[k + 1]?.[0] ?? line.length);
    return own;
  });
  const ids = [...map.sources.map((s) => s ?? UNMAPPED), UNMAPPED];
  // (columns count UTF-16 code units, as the map's do)
  const without = (index) =>
    lines
      .map((line, i) => {
        let kept = '';
        for (let c = 0; c < line.length; c++) if (owners[i][c] !== index) kept += line[c];
        return kept;
      })
      .join('\n');
  const owned = (index) => owners.reduce((n, own) => n + own.filter((o) => o === index).length, 0);
  const whole = gz(code);
  const rows = new Map();
  for (let index = -1; index < map.sources.length; index++) {
    const id = index < 0 ? UNMAPPED : ids[index];
    const bytes = owned(index);
    if (!bytes) continue;
    const row = rows.get(id) ?? { id, bytes: 0, share: 0 };
    row.bytes += bytes;
    row.share += whole - gz(without(index));
    rows.set(id, row);
  }
  return { whole, rows: [...rows.values()] };
}

const now = measure(file);
const before = beforeFile ? measure(beforeFile) : null;
const then = new Map(before?.rows.map((r) => [r.id, r]) ?? []);
const mine = new Map(now.rows.map((r) => [r.id, r]));
const ids = [...new Set([...mine.keys(), ...then.keys()])].sort(
  (a, b) =>
    (mine.get(b)?.share ?? 0) - (mine.get(a)?.share ?? 0) || (then.get(b)?.share ?? 0) - (then.get(a)?.share ?? 0),
);

const kB = (n) => (n === undefined ? '—' : (n / 1000).toFixed(2));
const out = [];
if (markdown)
  out.push(
    before
      ? '| module | bytes now | gzip share now (kB) | then (kB) | change (kB) |\n|---|---|---|---|---|'
      : '| module | bytes | gzip share (kB) |\n|---|---|---|',
  );
for (const id of ids) {
  const n = mine.get(id);
  const t = then.get(id);
  const change = kB((n?.share ?? 0) - (t?.share ?? 0)).replace(/^(?!-)/, '+');
  if (markdown) {
    const cells = [id === UNMAPPED ? id : `\`${id}\``, n?.bytes ?? '—', kB(n?.share)];
    if (before) cells.push(kB(t?.share), change);
    out.push(`| ${cells.join(' | ')} |`);
  } else {
    const rest = before ? `   then ${kB(t?.share).padStart(5)}  ${change.padStart(6)}` : '';
    out.push(`${id.padEnd(56)} ${String(n?.bytes ?? '—').padStart(6)} B ${kB(n?.share).padStart(6)} kB${rest}`);
  }
}
const sum = (rows) => kB(rows.reduce((s, r) => s + r.share, 0));
out.push(
  `\nwhole: ${kB(now.whole)} kB gzipped, ${now.rows.length} modules (their shares add up to ${sum(now.rows)} kB)` +
    (before ? `; then: ${kB(before.whole)} kB, ${before.rows.length} modules (shares ${sum(before.rows)} kB)` : ''),
);
console.log(out.join('\n'));
