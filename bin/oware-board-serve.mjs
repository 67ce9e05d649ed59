#!/usr/bin/env node
// `oware-board-serve [options]`: the online game server (see docs/online.md). The main `oware-board`
// command runs the same function as `oware-board serve`.
import { serve } from '../dist/server.js';

await serve(process.argv.slice(2));
