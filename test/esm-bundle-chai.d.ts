// Types of @esm-bundle/chai's ES module file (the package types only its main entry).
declare module '@esm-bundle/chai/esm/chai.js' {
  import chai = require('chai');
  export = chai;
}
