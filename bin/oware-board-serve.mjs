#!/usr/bin/env node
// `oware-board-serve [options]`: the online game server (docs/online.md), the same as
// `oware-board serve [options]` — this is that command, with its checks (the Node version, the
// server's packages) and messages.
process.argv.splice(2, 0, 'serve');
await import('./oware-board.mjs');
