/** The AI's worker entry: starts the message loop of listen.ts on the worker's scope. */
import { listen } from './listen.js';

export type { AiWorkerRequest } from './listen.js';

listen(self as unknown as Parameters<typeof listen>[0]);
