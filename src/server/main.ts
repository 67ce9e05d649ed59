/** `node --import tsx src/server/main.ts [options]`: the server from source (the tests use it). */
import { serve } from './cli.js';

await serve(process.argv.slice(2));
