/**
 * The server's limits and their defaults (docs/online.md lists them), and the checks that keep a
 * malformed message from reaching the referee.
 */

export interface ServerLimits {
  /** Largest WebSocket message accepted, in bytes; a larger one closes that connection. */
  maxMessageBytes: number;
  /** Messages per second per client; more closes that client's connection. */
  maxMessagesPerSecond: number;
  /** Rooms open at once in one process; creating another is refused. */
  maxRooms: number;
  /** Spectators per room (besides the two players). */
  maxSpectators: number;
  /** Seconds a dropped player's seat is held for the same connection to come back. */
  reconnectSeconds: number;
  /** Largest HTTP request body, in bytes; a larger one is answered 413 (never read whole). */
  maxBodyBytes: number;
  /** Rooms one client address may create a minute (at once, then refilled over the minute). */
  createsPerMinute: number;
  /** Seat reservations (joins by HTTP) one client address may ask for a minute. */
  joinsPerMinute: number;
  /** Rooms open at once that one client address created (in one process); creating another is refused. */
  maxRoomsPerAddress: number;
  /** Seconds a room waits for its second player; then it is closed. */
  waitingSeconds: number;
  /** Seconds a room stays open after a game ends (for a rematch); then it is closed. */
  finishedSeconds: number;
  /** Seconds a game goes on with neither player connected; then the room is closed. */
  abandonedSeconds: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxMessageBytes: 1024,
  maxMessagesPerSecond: 20,
  maxRooms: 1000,
  maxSpectators: 50,
  reconnectSeconds: 30,
  maxBodyBytes: 16 * 1024,
  createsPerMinute: 10,
  joinsPerMinute: 60,
  maxRoomsPerAddress: 20,
  waitingSeconds: 1800,
  finishedSeconds: 600,
  abandonedSeconds: 600,
};

/** The message types a client may send. */
export const CLIENT_MESSAGES = ['move', 'resign', 'offer-draw', 'accept-draw', 'rematch'] as const;
export type ClientMessage = (typeof CLIENT_MESSAGES)[number];

/** A move message's body, or a description of what is wrong with it. */
export function readMove(body: unknown): { pit: number | string; id: number | null } | { error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'a move is an object { pit, id? }' };
  const { pit, id } = body as { pit?: unknown; id?: unknown };
  if (!(typeof pit === 'number' && Number.isInteger(pit)) && !(typeof pit === 'string' && pit.length <= 4))
    return { error: 'pit must be 0-11 or a letter A-F / a-f' };
  if (id !== undefined && !(typeof id === 'number' && Number.isSafeInteger(id)))
    return { error: 'id must be an integer' };
  return { pit, id: typeof id === 'number' ? id : null };
}

/** A short, safe description of a payload for one log line. */
export function describe(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** Longest log line written; a longer one is cut (a client's input can end up in a line). */
export const MAX_LOG_LINE = 300;

/** `line` cut to {@link MAX_LOG_LINE} characters, on one line. */
export function capLine(line: string): string {
  const one = line.replace(/[\r\n]+/g, ' | ');
  return one.length > MAX_LOG_LINE ? `${one.slice(0, MAX_LOG_LINE)}… (${one.length} characters)` : one;
}
