// Loaded by `node --import` before every test file of test/unit/: the mocha-style globals the
// tests are written with (describe, it, before, after, beforeEach, afterEach), from node:test.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';

Object.assign(globalThis, { after, afterEach, before, beforeEach, describe, it });
