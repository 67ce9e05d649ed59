/**
 * The one owner of the board's sides — the computer's (`ai`), who may move (`interactive`), the side
 * drawn at the bottom (`orientation`) and the rules (`variant`) — as they are in force. The page sets
 * them (attribute or property); a feature that must change them for a while (a match swapping sides,
 * an online game seating you as North) asks this owner ({@link Sides.override}), which sets the
 * board's property and keeps the page's value to give back ({@link Sides.release}). No attribute is
 * written: the page's attribute stays what the page wrote, the property reports what is in force.
 * The page's own later word wins: a property it sets (or an attribute it changes) ends the override.
 */

import type { Interactive } from '../diagram/view-model.js';
import type { Side, VariantName } from '../engine/index.js';

/** The settings a feature may override, with their types. */
export interface SideValues {
  /** (`AiSide` of validation.ts, spelled out here: the feature API imports this module, not the validation's.) */
  ai: 'none' | 'south' | 'north' | 'both';
  interactive: Interactive;
  orientation: Side;
  variant: VariantName;
}
export type SideSetting = keyof SideValues;

const KEYS: readonly string[] = ['ai', 'interactive', 'orientation', 'variant'];

export class Sides {
  /** The page's values of the settings a feature overrides now. */
  private readonly _page: Partial<SideValues> = {};
  /** Set while this owner writes the board's properties (those writes are not the page's). */
  private _writing = false;
  private readonly _host: SideValues;

  constructor(host: SideValues) {
    this._host = host;
  }

  /** Put `values` in force for now; the page's values are kept and come back with {@link release}. */
  override(values: Partial<SideValues>): void {
    const page = this._page as Record<string, unknown>;
    const host = this._host as unknown as Record<string, unknown>;
    this._writing = true;
    try {
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined || !KEYS.includes(k)) continue;
        if (!(k in page)) page[k] = host[k];
        if (host[k] !== v) host[k] = v;
      }
    } finally {
      this._writing = false;
    }
  }

  /** Give the page's values back (of `keys`, or of every setting overridden). */
  release(keys: readonly SideSetting[] = KEYS as SideSetting[]): void {
    const page = this._page as Record<string, unknown>;
    const host = this._host as unknown as Record<string, unknown>;
    this._writing = true;
    try {
      for (const k of keys) {
        if (!(k in page)) continue;
        if (host[k] !== page[k]) host[k] = page[k];
        delete page[k];
      }
    } finally {
      this._writing = false;
    }
  }

  /** The page's value of `k`: what it set, whether or not a feature overrides it now. */
  page<K extends SideSetting>(k: K): SideValues[K] {
    return (k in this._page ? this._page[k] : this._host[k]) as SideValues[K];
  }

  /** The board's property `name` is being set: by the page (not this owner), its override ends. */
  _set(name: PropertyKey): void {
    if (!this._writing && typeof name === 'string' && name in this._page)
      delete (this._page as Record<string, unknown>)[name];
  }
}
