/**
 * `oware-board/server`: the online game server (Node only; never part of a browser bundle).
 * @module
 */
export { readServeArgs, SERVE_USAGE, serve } from './cli.js';
export { type DiagramHandler, type DiagramOptions, diagramHandler, encodeDiagram } from './diagrams.js';
export { CLIENT_MESSAGES, DEFAULT_LIMITS, type ServerLimits } from './limits.js';
export { type OnlineResult, type Player, Referee, type RefereeData, type Refusal, type Snapshot } from './referee.js';
export { type CheckedOptions, type RoomOptions, RoomOptionsError, readRoomOptions } from './room-options.js';
export { type RunningServer, type ServerOptions, startServer } from './server.js';
export {
  type Commit,
  isPostgresUrl,
  type Leases,
  openStore,
  RoomMovedError,
  StorageError,
  type Store,
  type StoredRoom,
} from './store.js';
export { PgStore } from './store-pg.js';
export { GameStore } from './store-sqlite.js';
