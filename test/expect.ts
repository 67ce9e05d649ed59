// chai's expect for the tests that run in Node (test/unit/): the same chai build that
// @open-wc/testing re-exports in the browser (@esm-bundle/chai), through its ES module file,
// which Node can import (the package's "main" names a file it does not ship).
export { expect } from '@esm-bundle/chai/esm/chai.js';
