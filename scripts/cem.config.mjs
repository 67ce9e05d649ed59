// The custom-elements manifest's configuration (`npx cem analyze --config scripts/cem.config.mjs`):
// the analyzer reads the element's class, and {@link featureMembers} adds what each feature
// declares for the board in its own folder, so the manifest (and the docs' tables made from it)
// stays complete while the core names no feature:
//   - `declare module '…/element/oware-board.js' { interface OwareBoard { … } }` blocks: each property
//     becomes a field (an attribute too, kebab-case, unless it is read-only or tagged `@noAttribute`), each method a method,
//     with its JSDoc;
//   - the JSDoc of a descriptor (`export const sound = defineFeature({…})`), and of a constant marked
//     `@boardDocs` (the board's styles): its `@fires`, `@csspart` and `@cssprop` tags.
// Then {@link shippedManifest} cuts the analyzer's description of every source module down to what
// the package ships: the `dist/` entries that define the element, its public API, typed events.

import { readFileSync } from 'node:fs';

const ELEMENT_MODULE = /(^|\/)element\/oware-board\.js$/;
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `name - description` of a JSDoc tag's comment. */
function split(text) {
  const m = /^\s*(\S+)\s*-\s*([\s\S]*)$/.exec(text ?? '');
  return m ? { name: m[1], description: m[2].replace(/\s+/g, ' ').trim() } : null;
}

function featureMembers() {
  const fields = [];
  const attributes = [];
  const methods = [];
  const events = [];
  const cssParts = [];
  const cssProperties = [];
  /** The module (src/…ts) each item comes from: the lists are merged by module, not in the order the analyzer happened to read the files. */
  const where = new Map();
  const depth = (path) => path.split('/').length;
  const byModule = (a, b) => {
    const [x, y] = [where.get(a) ?? '', where.get(b) ?? ''];
    return depth(x) - depth(y) || (x < y ? -1 : x > y ? 1 : 0);
  };
  const comment = (ts, c) => (typeof c === 'string' ? c : (ts.getTextOfJSDocComment?.(c) ?? ''));
  const description = (ts, node) =>
    (node.jsDoc ?? [])
      .map((d) => comment(ts, d.comment))
      .join('\n')
      .replace(/\s+/g, ' ')
      .trim();

  return {
    name: 'oware-board-feature-members',
    analyzePhase({ ts, node, moduleDoc }) {
      const push = (list, item) => {
        list.push(item);
        where.set(item, moduleDoc.path);
      };
      // Members a feature declares for the board.
      if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && ELEMENT_MODULE.test(node.name.text)) {
        for (const st of node.body?.statements ?? []) {
          if (!ts.isInterfaceDeclaration(st) || st.name.text !== 'OwareBoard') continue;
          for (const m of st.members) {
            const name = m.name?.getText();
            if (!name) continue;
            const desc = description(ts, m);
            if (ts.isMethodSignature(m)) {
              push(methods, {
                kind: 'method',
                name,
                description: desc,
                parameters: m.parameters.map((p) => ({
                  name: p.name.getText(),
                  optional: !!p.questionToken || undefined,
                  type: p.type ? { text: p.type.getText() } : undefined,
                })),
                return: m.type ? { type: { text: m.type.getText() } } : undefined,
              });
            } else if (ts.isPropertySignature(m)) {
              const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
              // `@noAttribute`: a property with no attribute (an object, such as the drawing's)
              const propertyOnly = ts.getJSDocTags(m).some((t) => t.tagName.text === 'noAttribute');
              const type = m.type ? { text: m.type.getText() } : undefined;
              const field = { kind: 'field', name, type, description: desc };
              if (readonly) field.readonly = true;
              else if (!propertyOnly) field.attribute = kebab(name);
              push(fields, field);
              if (!readonly && !propertyOnly)
                push(attributes, { name: kebab(name), type, description: desc, fieldName: name });
            }
          }
        }
      }
      // The tags of a feature's descriptor.
      if (ts.isVariableStatement(node) && /defineFeature\(|@boardDocs/.test(node.getFullText())) {
        for (const doc of node.jsDoc ?? [])
          for (const tag of doc.tags ?? []) {
            const t = split(comment(ts, tag.comment));
            if (!t) continue;
            const kind = tag.tagName.text;
            if (kind === 'fires' || kind === 'event') push(events, { name: t.name, description: t.description });
            else if (kind === 'csspart') push(cssParts, t);
            else if (kind === 'cssprop' || kind === 'cssproperty') push(cssProperties, t);
          }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const board = customElementsManifest.modules
        .flatMap((m) => m.declarations ?? [])
        .find((d) => d.tagName === 'oware-board');
      if (!board) throw new Error('cem: no declaration of <oware-board> to add the features to');
      const add = (key, list) => {
        board[key] ??= [];
        const have = new Set(board[key].map((x) => x.name));
        for (const x of list) if (!have.has(x.name)) board[key].push(x);
      };
      add('members', [...fields.sort(byModule), ...methods.sort(byModule)]);
      add('attributes', attributes.sort(byModule));
      add('events', events.sort(byModule));
      add('cssParts', cssParts.sort(byModule));
      add('cssProperties', cssProperties.sort(byModule));
    },
  };
}

/**
 * The manifest as the package ships it, for tools (IDEs, Storybook, API viewers) rather than for the
 * analyzer's own bookkeeping. The analyzer describes every module of src/ (215 of them, 925 kB, all
 * at `src/…ts` paths the package does not ship); this keeps what a user of the element can use:
 *   - one module per package entry that defines `<oware-board>` (package.json's exports whose
 *     `types` is `dist/types/X.d.ts` of a `src/X.ts` that imports `define.ts`), at its `dist/` file
 *     (`dist/index.js`, `dist/core.js`, `dist/oware-board.min.js`, …): its `custom-element-definition`,
 *     and its `OwareBoard` export when it has one;
 *   - the element's declaration once, in the module of the package's main entry (`.`): its public
 *     attributes, properties, methods, events, CSS parts and custom properties — no private or
 *     `_`-named member, no Lit `{ state: true }` property;
 *   - each event's `type`: `CustomEvent<Detail>` from `OwareEventMap` (src/element/events.ts and the
 *     features' `declare module` augmentations), with a reference to the shipped `.d.ts` that declares
 *     the detail type.
 * A fired event missing from `OwareEventMap`, an event of the map no JSDoc `@fires`, or no entry that
 * defines the element stops the analysis (and so the build and `npm run docs`).
 */
function shippedManifest() {
  /** Per module (src/…ts): its static imports and re-exports, `export *` targets, named re-exports and own exports. */
  const graph = new Map();
  /** Exported types and classes by name: the modules (src/…ts) that declare them. */
  const typesByName = new Map();
  /** Event maps (`OwareEventMap`, `OwareLessonEventMap`, …) by name: `{ events: Map(name → detail), bases }`. */
  const maps = new Map();

  const nodeOf = (path) => {
    if (!graph.has(path)) graph.set(path, { edges: new Set(), stars: new Set(), named: new Map(), own: new Set() });
    return graph.get(path);
  };
  /** `./x.js` from `src/a/b.ts` → `src/a/x.ts` (null: a package, or a module of no .ts file). */
  const resolve = (from, spec) => {
    if (!spec.startsWith('.')) return null;
    const parts = from.split('/').slice(0, -1);
    for (const p of spec.split('/')) {
      if (p === '..') parts.pop();
      else if (p !== '.') parts.push(p);
    }
    return parts.join('/').replace(/\.js$/, '.ts');
  };
  const isExported = (ts, node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

  return {
    name: 'oware-board-shipped-manifest',
    analyzePhase({ ts, node, moduleDoc }) {
      const path = moduleDoc.path;
      const top = node.parent && ts.isSourceFile(node.parent);
      if (top && ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const target = resolve(path, node.moduleSpecifier.text);
        if (target) nodeOf(path).edges.add(target);
      }
      if (top && ts.isExportDeclaration(node) && !node.isTypeOnly) {
        const target = node.moduleSpecifier ? resolve(path, node.moduleSpecifier.text) : null;
        const mod = nodeOf(path);
        if (target) mod.edges.add(target);
        if (!node.exportClause) {
          if (target) mod.stars.add(target);
        } else if (ts.isNamedExports(node.exportClause)) {
          for (const e of node.exportClause.elements)
            if (!e.isTypeOnly) mod.named.set(e.name.text, { target, name: (e.propertyName ?? e.name).text });
        }
      }
      if (
        top &&
        isExported(ts, node) &&
        (ts.isClassDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isVariableStatement(node))
      ) {
        const names = ts.isVariableStatement(node)
          ? node.declarationList.declarations.map((d) => d.name.getText())
          : [node.name?.text];
        for (const n of names) if (n) nodeOf(path).own.add(n);
      }
      if (
        top &&
        isExported(ts, node) &&
        (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) &&
        node.name
      ) {
        if (!typesByName.has(node.name.text)) typesByName.set(node.name.text, new Set());
        typesByName.get(node.name.text).add(path);
      }
      // an event map: at the top of a module, or in a `declare module '…/element/events.js'` block
      if (ts.isInterfaceDeclaration(node) && /^Oware\w*EventMap$/.test(node.name.text)) {
        const inModule = ts.isModuleBlock(node.parent) && ts.isModuleDeclaration(node.parent.parent);
        if (inModule && !/(^|\/)element\/events\.js$/.test(node.parent.parent.name.text)) return;
        if (!top && !inModule) return;
        const map = maps.get(node.name.text) ?? { events: new Map(), bases: new Set(), module: path };
        maps.set(node.name.text, map);
        for (const h of node.heritageClauses ?? []) for (const t of h.types) map.bases.add(t.expression.getText());
        for (const m of node.members) {
          if (!ts.isPropertySignature(m) || !m.name || !m.type) continue;
          const name = ts.isStringLiteral(m.name) ? m.name.text : m.name.getText();
          map.events.set(name, { type: m.type.getText(), module: path });
        }
      }
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      const at = manifest.modules
        .map((mod) => ({ mod, d: (mod.declarations ?? []).find((d) => d.tagName === 'oware-board') }))
        .find((x) => x.d);
      if (!at) throw new Error('cem: no declaration of <oware-board>');
      const board = at.d;

      // ---- the element's public API only ----
      const source = readFileSync(new URL(`../${at.mod.path}`, import.meta.url), 'utf8');
      const state = new Set([...source.matchAll(/(\w+): \{ state: true \}/g)].map((m) => m[1]));
      const isPublic = (m) => !state.has(m.name) && !/^[_#]/.test(m.name) && (m.privacy ?? 'public') === 'public';
      board.members = (board.members ?? []).filter(isPublic);
      board.attributes = (board.attributes ?? []).filter((a) => !state.has(a.fieldName ?? a.name));
      // an attribute of a property Lit does not declare (`record`: its own accessor) names it too
      for (const a of board.attributes) {
        const field = board.members.find((m) => m.kind === 'field' && !m.static && kebab(m.name) === a.name);
        if (a.fieldName || !field) continue;
        a.fieldName = field.name;
        field.attribute ??= a.name;
      }
      for (const x of [...board.members, ...board.attributes]) {
        delete x.source;
        if (x.inheritedFrom?.module && !x.inheritedFrom.package) delete x.inheritedFrom;
      }

      // ---- the events' types, from OwareEventMap and what it extends ----
      const fired = new Map();
      const collect = (name, seen = new Set()) => {
        if (seen.has(name)) return;
        seen.add(name);
        const map = maps.get(name);
        if (!map) throw new Error(`cem: no interface ${name} (an event map OwareEventMap extends)`);
        for (const [event, info] of map.events) fired.set(event, info);
        for (const base of map.bases) collect(base, seen);
      };
      collect('OwareEventMap');
      const dts = (path) => path.replace(/^src\//, 'dist/types/').replace(/\.ts$/, '.d.ts');
      const documented = new Set();
      for (const e of board.events ?? []) {
        const info = fired.get(e.name);
        if (!info) throw new Error(`cem: the event ${e.name} (a @fires tag) is not in OwareEventMap`);
        documented.add(e.name);
        const text = info.type;
        const references = [];
        for (const m of text.matchAll(/\b[A-Z]\w*/g)) {
          if (m[0] === 'CustomEvent') continue;
          const where = [...(typesByName.get(m[0]) ?? [])];
          const module = where.length === 1 ? where[0] : where.find((w) => w === info.module);
          if (module) references.push({ name: m[0], module: dts(module), start: m.index, end: m.index + m[0].length });
        }
        e.type = references.length ? { text, references } : { text };
      }
      const undocumented = [...fired.keys()].filter((e) => !documented.has(e));
      if (undocumented.length)
        throw new Error(`cem: OwareEventMap has events no @fires tag describes: ${undocumented.join(', ')}`);

      // ---- the package's entries that define the element ----
      const reaches = (from, target, seen = new Set()) => {
        if (from === target) return true;
        if (seen.has(from)) return false;
        seen.add(from);
        return [...(graph.get(from)?.edges ?? [])].some((e) => reaches(e, target, seen));
      };
      const exportsName = (path, name, seen = new Set()) => {
        if (seen.has(path)) return false;
        seen.add(path);
        const mod = graph.get(path);
        if (!mod) return false;
        if (mod.own.has(name)) return true;
        const named = mod.named.get(name);
        if (named) return named.target ? exportsName(named.target, named.name, seen) : true;
        return [...mod.stars].some((s) => exportsName(s, name, new Set(seen)));
      };
      // the module that defines the tag (its `customElements.define`)
      const definer = manifest.modules.find((m) =>
        m.exports?.some((e) => e.kind === 'custom-element-definition' && e.declaration?.name === board.name),
      )?.path;
      if (!definer) throw new Error('cem: no module defines <oware-board>');
      const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
      const entries = [];
      for (const [subpath, value] of Object.entries(pkg.exports ?? {})) {
        if (typeof value !== 'object' || !value.types) continue;
        const js = (value.browser ?? value.import ?? value.default)?.replace(/^\.\//, '');
        const src = value.types.replace(/^\.\/dist\/types\//, 'src/').replace(/\.d\.ts$/, '.ts');
        if (js && graph.has(src) && reaches(src, definer)) entries.push({ subpath, js, src });
      }
      const main = entries.find((e) => e.subpath === '.') ?? entries[0];
      if (!main) throw new Error('cem: no entry of package.json exports defines <oware-board>');
      const ref = { name: board.name, module: main.js };
      // <oware-studio> (src/studio/): its public API, in the module of its own entry (`./studio`)
      const studio = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'oware-studio');
      const studioEntry = entries.find((e) => e.subpath === './studio');
      if (!studio || !studioEntry) throw new Error('cem: no <oware-studio> declaration, or no ./studio entry');
      const studioApi = (m) => !m.static && !/^[_#]/.test(m.name) && (m.privacy ?? 'public') === 'public';
      studio.members = (studio.members ?? []).filter((m) => studioApi(m) && !m.inheritedFrom);
      for (const x of [...studio.members, ...(studio.attributes ?? [])]) delete x.source;
      delete studio.superclass?.module;
      const studioRef = { name: studio.name, module: studioEntry.js };
      manifest.modules = entries.map(({ js, src }) => ({
        kind: 'javascript-module',
        path: js,
        declarations: [...(js === main.js ? [board] : []), ...(js === studioEntry.js ? [studio] : [])],
        exports: [
          ...(exportsName(src, board.name) ? [{ kind: 'js', name: board.name, declaration: ref }] : []),
          { kind: 'custom-element-definition', name: board.tagName, declaration: ref },
          ...(js === studioEntry.js
            ? [
                { kind: 'js', name: studio.name, declaration: studioRef },
                { kind: 'custom-element-definition', name: studio.tagName, declaration: studioRef },
              ]
            : []),
        ],
      }));
      if (!manifest.readme) delete manifest.readme;
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  plugins: [featureMembers(), shippedManifest()],
};
