#!/usr/bin/env node
// The reference tables of docs/*.md, generated from the custom-elements manifest: attributes,
// properties, methods, events, CSS parts, CSS custom properties and slots of each custom element.
// A table sits between two marker comments, e.g.
//
//   <!-- generated:attributes -->
//   …
//   <!-- /generated:attributes -->
//
// (`generated:attributes:oware-board` names the element when the manifest has more than one);
// everything outside the markers is prose and is left alone.
//
//   npm run docs                       analyse src/ (into a temp folder) and rewrite the tables
//   npm run docs -- --check            exit 1 and name each table that differs (nothing is written)
//   npm run docs -- --manifest FILE    read FILE (e.g. the build's custom-elements.json) instead
//
// The manifest comes from the same analyzer call as scripts/build.mjs's step 'custom-elements.json'
// (`cem analyze --config scripts/cem.config.mjs`: the features' members merged in, and cut down to
// what the package ships — the element's public API, events typed; Lit's internal `{ state: true }`
// properties dropped). test/node/docs-tables.test.mjs runs the check, so a doc that drifts from the
// code fails `npm test`.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The tables this script writes, by marker name. */
export const TABLES = ['attributes', 'properties', 'methods', 'events', 'css-parts', 'css-properties', 'slots'];

/**
 * Run the analyzer over `root`'s src/ into a temporary folder and return the manifest (as the build
 * writes it: the configuration's plugins do the clean-up). The analyzer writes `package.json`'s `customElements` to point at its output
 * unless told not to, so it gets a config file with `packagejson: false`; and it joins `--outdir`
 * to its working folder, so the temp folder is given relative to `root`.
 */
export function analyze(root = ROOT) {
  const dir = mkdtempSync(join(tmpdir(), 'oware-docs-'));
  try {
    const config = join(dir, 'cem.config.mjs');
    // The project's configuration (scripts/cem.config.mjs: the features' members merged in), without package.json.
    const base = pathToFileURL(join(root, 'scripts/cem.config.mjs')).href;
    writeFileSync(
      config,
      `import base from ${JSON.stringify(base)};\nexport default { ...base, packagejson: false };\n`,
    );
    const cem = join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
    const args = [cem, 'analyze'];
    args.push('--outdir', relative(root, dir), '--config', config, '--quiet');
    const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    const file = join(dir, 'custom-elements.json');
    if (r.status !== 0 || !existsSync(file))
      throw new Error(`the analyzer failed (exit ${r.status}):\n${r.stderr || r.stdout || r.error}`);
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The custom elements of a manifest: `[{ tagName, declaration }]`. */
export function elements(manifest) {
  const out = [];
  for (const mod of manifest.modules ?? [])
    for (const d of mod.declarations ?? []) if (d.customElement && d.tagName) out.push({ tagName: d.tagName, d });
  return out;
}

// ---- table cells ----

/** Text for a cell: `{@link X}` as `X`, lines joined, paragraphs as `<br>`, `|` escaped. */
export function cell(text) {
  if (text == null || text === '') return '';
  return String(text)
    .replace(/\{@link\s+([^\s}|]+)(?:\s*\|\s*|\s+)([^}]+)\}/g, '$2')
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '`$1`')
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/[ \t]*\n[ \t]*\n\s*/g, '<br>')
    .replace(/[ \t]*\n[ \t]*/g, ' ')
    .replace(/\|/g, '\\|');
}

/** Code for a cell: in backticks (double ones if the text has a backtick), `|` escaped. */
export function code(text) {
  if (text == null || text === '') return '';
  const t = cell(text);
  return t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``;
}

/** A Markdown table; columns whose cells are all empty (besides the first) are left out. */
function table(head, rows, none) {
  if (!rows.length) return `_${none}_`;
  const keep = head.map((_, i) => i === 0 || rows.some((r) => r[i]));
  const pick = (r) => r.filter((_, i) => keep[i]);
  const line = (r) => `| ${pick(r).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const isPublic = (m) => (m.privacy ?? 'public') === 'public' && !/^[_#]/.test(m.name);
const owner = (d, m) => (m.static ? `${d.name}.` : '');

// ---- the tables ----

const RENDER = {
  attributes: (d) =>
    table(
      ['attribute', 'property', 'type', 'default', 'description'],
      (d.attributes ?? []).map((a) => [
        code(a.name),
        a.fieldName ? code(a.fieldName) : '—',
        code(a.type?.text),
        code(a.default),
        cell(a.description),
      ]),
      'No attributes.',
    ),
  properties: (d) => {
    const attr = new Map((d.attributes ?? []).filter((a) => a.fieldName).map((a) => [a.fieldName, a.name]));
    return table(
      ['property', 'attribute', 'type', 'read-only', 'default', 'description'],
      (d.members ?? [])
        .filter((m) => m.kind === 'field' && isPublic(m))
        .map((m) => [
          code(owner(d, m) + m.name),
          code(m.attribute ?? attr.get(m.name)),
          code(m.type?.text),
          m.readonly ? 'yes' : '',
          code(m.default),
          cell(m.description),
        ]),
      'No properties.',
    );
  },
  methods: (d) =>
    table(
      ['method', 'parameters', 'returns', 'description'],
      (d.members ?? [])
        .filter((m) => m.kind === 'method' && isPublic(m))
        .map((m) => {
          const params = m.parameters ?? [];
          const sig = `${owner(d, m)}${m.name}(${params.map((p) => (p.rest ? `...${p.name}` : p.name)).join(', ')})`;
          const list = params.map((p) =>
            code(
              `${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}${p.default ? ` = ${p.default}` : ''}`,
            ),
          );
          return [code(sig), list.join('<br>'), code(m.return?.type?.text), cell(m.description)];
        }),
      'No methods.',
    ),
  events: (d) =>
    table(
      ['event', 'type', 'description'],
      (d.events ?? []).filter((e) => e.name).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
      'No events.',
    ),
  'css-parts': (d) =>
    table(
      ['part', 'description'],
      (d.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
      'No CSS parts.',
    ),
  'css-properties': (d) =>
    table(
      ['custom property', 'syntax', 'default', 'description'],
      (d.cssProperties ?? []).map((p) => [code(p.name), code(p.syntax), code(p.default), cell(p.description)]),
      'No CSS custom properties.',
    ),
  slots: (d) =>
    table(
      ['slot', 'description'],
      (d.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
      'No slots.',
    ),
};

/** The generated text of table `kind` for element `tag` (else the manifest's only element, or `<oware-board>`). */
export function render(manifest, kind, tag) {
  if (!RENDER[kind]) throw new Error(`unknown table '${kind}' (known: ${TABLES.join(', ')})`);
  const all = elements(manifest);
  const main = all.length > 1 ? all.filter((e) => e.tagName === 'oware-board') : all;
  const found = tag ? all.filter((e) => e.tagName === tag) : main;
  if (found.length !== 1)
    throw new Error(
      tag
        ? `the manifest has no element <${tag}>`
        : `the manifest has ${all.length} custom elements: name one, as generated:${kind}:<tag-name>`,
    );
  return RENDER[kind](found[0].d);
}

// ---- the markers in a document ----

// A marker is a line of its own (so prose may quote one in a code span).
const MARKER = /^<!-- generated:([a-z-]+(?::[a-z][a-z0-9]*-[a-z0-9-]*)?) -->\n([\s\S]*?)^<!-- \/generated:\1 -->$/gm;

/** The generated blocks of `text`: `[{ kind, tag, body, start, end }]` (body without its last newline). */
export function blocks(text) {
  const out = [];
  for (const m of text.matchAll(MARKER)) {
    const [kind, tag] = m[1].split(':');
    out.push({ kind, tag, body: m[2].replace(/\n$/, ''), start: m.index, end: m.index + m[0].length });
  }
  const opened = (text.match(/^<!-- generated:.* -->$/gm) ?? []).length;
  if (opened !== out.length) throw new Error(`${opened - out.length} generated block(s) without a matching end marker`);
  return out;
}

/** `text` with each generated block replaced by the manifest's table, and the blocks that changed. */
export function update(text, manifest) {
  const changed = [];
  let out = '';
  let at = 0;
  for (const b of blocks(text)) {
    const body = render(manifest, b.kind, b.tag);
    if (body !== b.body) changed.push({ ...b, expected: body });
    const name = b.tag ? `${b.kind}:${b.tag}` : b.kind;
    out += `${text.slice(at, b.start)}<!-- generated:${name} -->\n${body}\n<!-- /generated:${name} -->`;
    at = b.end;
  }
  return { text: out + text.slice(at), changed };
}

/** The first line where `a` and `b` differ, as a short note. */
export function firstDifference(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if (x[i] !== y[i]) return `line ${i + 1}:\n    docs:     ${x[i] || '(none)'}\n    manifest: ${y[i] || '(none)'}`;
  return '';
}

/** The Markdown files of docs/ (recursively), relative to `root`. */
export function docFiles(root = ROOT) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
    );
  return walk('docs').sort();
}

function main(argv) {
  const check = argv.includes('--check');
  const i = argv.indexOf('--manifest');
  const manifest = i >= 0 ? JSON.parse(readFileSync(resolve(argv[i + 1]), 'utf8')) : analyze();
  let stale = 0;
  let count = 0;
  for (const file of docFiles()) {
    const path = join(ROOT, file);
    const before = readFileSync(path, 'utf8');
    const { text, changed } = update(before, manifest);
    count += blocks(before).length;
    for (const c of changed) {
      stale++;
      const name = c.tag ? `${c.kind}:${c.tag}` : c.kind;
      if (check)
        console.log(`${file}: the '${name}' table differs from the code, ${firstDifference(c.body, c.expected)}`);
      else console.log(`${file}: the '${name}' table updated`);
    }
    if (!check && text !== before) writeFileSync(path, text);
  }
  if (check && stale) {
    console.log(`\n${stale} of ${count} generated tables are stale: run \`npm run docs\` to regenerate them.`);
    return 1;
  }
  console.log(
    check ? `all ${count} generated tables match the code` : `${count} generated tables written (${stale} changed)`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`docs-tables: ${e.message}`);
    process.exitCode = 2;
  }
}
