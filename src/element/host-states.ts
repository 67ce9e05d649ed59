/**
 * The board's custom states (`ElementInternals.states`): what the board is doing now, for the page's
 * styles (`oware-board:state(thinking)`), set without writing an attribute of the host. Where a
 * browser (or a server's DOM shim) has no custom states, nothing is set; the properties still say it.
 */
export class HostStates {
  private readonly _states?: { add(s: string): void; delete(s: string): boolean };

  constructor(host: HTMLElement) {
    try {
      this._states = (host.attachInternals?.() as { states?: HostStates['_states'] } | undefined)?.states;
    } catch {
      this._states = undefined;
    }
  }

  /** Turn the state `name` on or off. */
  set(name: string, on: boolean): void {
    try {
      if (on) this._states?.add(name);
      else this._states?.delete(name);
    } catch {}
  }
}
