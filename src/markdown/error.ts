/** The error of a bad ```` ```oware ```` block (shown in its place as an error box, never thrown out of a plugin). */
import { OwareError } from '../engine/index.js';
import { BoardSVGError } from '../svg/index.js';

/**
 * A block that cannot be drawn: `key` names the key at fault (`record` for the block's record,
 * `block` for the block as a whole), `line` is the Markdown file's line when it is known (1-based),
 * `message` says what is wrong and what is expected (`highlight: 'z' is not a pit …`).
 */
export class DiagramError extends OwareError {
  declare readonly reason: 'invalid-diagram';
  readonly key: string;
  /**
   * `error`: the block could not be drawn (an error box took its place); `warning`: it was drawn,
   * with a note under it, but its record claims something untrue (`a+2` for a move that captures 0).
   */
  severity: 'error' | 'warning' = 'error';
  /** The Markdown file's line (set by the reader where it knows it). */
  line: number | undefined;
  constructor(key: string, message: string, line?: number) {
    super('invalid-diagram', key === 'block' ? message : `${key}: ${message}`);
    this.name = 'DiagramError';
    this.key = key;
    this.line = line;
  }
}

/** `error` as a {@link DiagramError} at `line` (when it has none yet); any other error as one about `key`. */
export function diagramError(error: unknown, key: string, line: number | undefined): DiagramError {
  const e =
    error instanceof DiagramError
      ? error
      : error instanceof BoardSVGError
        ? new DiagramError(error.option, error.message.slice(error.option.length + 2))
        : new DiagramError(key, (error as Error)?.message ?? String(error));
  if (e.line === undefined) e.line = line;
  return e;
}
