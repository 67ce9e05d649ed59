// The page's script, for a bundler: Lit's hydration support first, then the element.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import 'oware-board';
