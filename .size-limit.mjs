// The gzip budgets: each file's goal and, line by line, what its features need beyond it.
// The figures live in bench/budgets.mjs (docs/benchmarks.md's "Budgets" table is written from it).
import { sizeLimitEntries } from './bench/budgets.mjs';

export default sizeLimitEntries();
