// The custom-elements manifest's configuration (`npx cem analyze --config scripts/cem.config.mjs`):
// the analyzer reads the element's class, and {@link featureMembers} adds what each feature
// declares for the board in its own folder, so the manifest (and the docs' tables made from it)
// stays complete while the core names no feature:
//   - `declare module '…/element/oware-board.js' { interface OwareBoard { … } }` blocks: each property
//     becomes a field (an attribute too, kebab-case, unless it is read-only or tagged `@noAttribute`), each method a method,
//     with its JSDoc;
//   - the JSDoc of a descriptor (`export const sound = defineFeature({…})`), and of a constant marked
//     `@boardDocs` (the board's styles): its `@fires`, `@csspart` and `@cssprop` tags.

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
  const comment = (ts, c) => (typeof c === 'string' ? c : (ts.getTextOfJSDocComment?.(c) ?? ''));
  const description = (ts, node) =>
    (node.jsDoc ?? [])
      .map((d) => comment(ts, d.comment))
      .join('\n')
      .replace(/\s+/g, ' ')
      .trim();
  const source = (m) => (m ? { module: m.path } : undefined);

  return {
    name: 'oware-board-feature-members',
    analyzePhase({ ts, node, moduleDoc }) {
      // Members a feature declares for the board.
      if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && ELEMENT_MODULE.test(node.name.text)) {
        for (const st of node.body?.statements ?? []) {
          if (!ts.isInterfaceDeclaration(st) || st.name.text !== 'OwareBoard') continue;
          for (const m of st.members) {
            const name = m.name?.getText();
            if (!name) continue;
            const desc = description(ts, m);
            if (ts.isMethodSignature(m)) {
              methods.push({
                kind: 'method',
                name,
                description: desc,
                parameters: m.parameters.map((p) => ({
                  name: p.name.getText(),
                  optional: !!p.questionToken || undefined,
                  type: p.type ? { text: p.type.getText() } : undefined,
                })),
                return: m.type ? { type: { text: m.type.getText() } } : undefined,
                inheritedFrom: undefined,
                source: source(moduleDoc),
              });
            } else if (ts.isPropertySignature(m)) {
              const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
              // `@noAttribute`: a property with no attribute (an object, such as the drawing's)
              const propertyOnly = ts.getJSDocTags(m).some((t) => t.tagName.text === 'noAttribute');
              const type = m.type ? { text: m.type.getText() } : undefined;
              const field = { kind: 'field', name, type, description: desc, source: source(moduleDoc) };
              if (readonly) field.readonly = true;
              else if (!propertyOnly) field.attribute = kebab(name);
              fields.push(field);
              if (!readonly && !propertyOnly)
                attributes.push({ name: kebab(name), type, description: desc, fieldName: name });
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
            if (kind === 'fires' || kind === 'event') events.push({ name: t.name, description: t.description });
            else if (kind === 'csspart') cssParts.push(t);
            else if (kind === 'cssprop' || kind === 'cssproperty') cssProperties.push(t);
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
      add('members', [...fields, ...methods]);
      add('attributes', attributes);
      add('events', events);
      add('cssParts', cssParts);
      add('cssProperties', cssProperties);
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  plugins: [featureMembers()],
};
