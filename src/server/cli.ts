/**
 * `oware-board serve`: the game server from the command line.
 *
 *   oware-board serve [--port 2567] [--host 0.0.0.0] [--db ./oware-games.sqlite] [--redis URL]
 *                     [--public-address host:port] [--invite-base URL] [--metrics-port N] [--max-rooms N] …
 *
 * `REDIS_URL` in the environment works as `--redis`. Prints one line `listening on port N` when ready.
 * The arguments are read in ./args.ts, which the `oware-board` command reads before it loads this
 * module (and with it the server's packages).
 */
import { readServeArgs, SERVE_USAGE } from './args.js';
import { type RunningServer, type ServerOptions, startServer } from './server.js';

export { readServeArgs, SERVE_USAGE } from './args.js';

/** Run the server with command-line arguments (after `serve`); resolves with the running server. */
export async function serve(argv: readonly string[]): Promise<RunningServer | null> {
  let opts: ServerOptions;
  try {
    opts = readServeArgs(argv, process.env);
  } catch (e) {
    console.error(`oware-board serve: ${(e as Error).message}\n${SERVE_USAGE}`);
    process.exitCode = 2;
    return null;
  }
  const running = await startServer(opts);
  if (running.metricsPort !== null)
    console.log(`metrics on http://${opts.metricsHost ?? '127.0.0.1'}:${running.metricsPort}/metrics`);
  console.log(`listening on port ${running.port}`);
  const stop = () => {
    running.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}
