// `npm start`: the demo site (Vite's dev server, http://127.0.0.1:5173) and a local game server for
// its "Play a friend" page (src/server from source, port 2567 or OWARE_SERVER_PORT, its games in a
// SQLite file in the system's temp folder), together; Ctrl-C stops both. The page learns the
// server's address from VITE_OWARE_SERVER.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.OWARE_SERVER_PORT ?? 2567);
const args = process.argv.slice(2);
const vitePort = args.includes('--port') ? args[args.indexOf('--port') + 1] : '5173';
const demo = process.env.OWARE_DEMO_URL ?? `http://127.0.0.1:${vitePort}`;
const children = [];

function start(name, args, env = {}) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('game server', [
  '--import',
  'tsx',
  'src/server/main.ts',
  '--port',
  String(port),
  '--db',
  join(tmpdir(), 'oware-demo-games.sqlite'),
  '--invite-base',
  `${demo}/online.html`,
]);
start('demo', ['node_modules/vite/bin/vite.js', '--open=false', ...args], {
  VITE_OWARE_SERVER: `http://${new URL(demo).hostname}:${port}`,
});
