/**
 * "Download image" as one icon button that opens a small menu of two buttons, SVG and PNG (parts
 * `control download-image`, then `control download-svg` and `control download-png`): the record
 * viewer's, where its step bar has room for one more icon but not for two text buttons. The menu
 * floats over what is under the bar, so opening it moves nothing. A disclosure: the button says
 * whether it is open (`aria-expanded`); Escape or a choice closes it and gives the focus back, as
 * does the focus leaving it.
 */
import { html, type TemplateResult } from 'lit';

/** A download arrow over a tray (24 × 24, filled with the text colour). */
const ARROW = 'M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3zM4 18h16v3H4z';

export interface DownloadMenu {
  /** The button's name ("Download image"), also its tooltip and the name of the menu's group of two (`SVG`, `PNG`). */
  label: string;
  pick(kind: 'svg' | 'png'): void;
}

/** Whether the menu whose wrapper is `wrap` is open. */
const isOpen = (wrap: Element) => wrap.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded') === 'true';

/** Open or close the menu whose wrapper is `wrap`. */
function toggle(wrap: Element, open: boolean, focusButton = false): void {
  const button = wrap.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  const menu = wrap.querySelector<HTMLElement>('.menu')!;
  button.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
  if (open) menu.querySelector('button')?.focus();
  else if (focusButton) button.focus();
}

export function downloadMenu(m: DownloadMenu): TemplateResult {
  const wrapOf = (e: Event) => (e.currentTarget as Element).closest('.download')!;
  const choose = (kind: 'svg' | 'png') => (e: Event) => {
    toggle(wrapOf(e), false, true);
    m.pick(kind);
  };
  return html`<span class="download" @keydown=${(e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !isOpen(wrapOf(e))) return;
    e.stopPropagation();
    toggle(wrapOf(e), false, true);
  }} @focusout=${(e: FocusEvent) => {
    const wrap = wrapOf(e);
    if (!wrap.contains(e.relatedTarget as Node | null)) toggle(wrap, false);
  }}><button type="button" class="icon" part="control download-image" aria-label=${m.label} title=${m.label} aria-expanded="false" @click=${(
    e: Event,
  ) => {
    const wrap = wrapOf(e);
    toggle(wrap, !isOpen(wrap));
  }}><svg viewBox="0 0 24 24" aria-hidden="true"><path d=${ARROW}></path></svg></button><span class="menu" role="group" aria-label=${m.label} hidden><button type="button" part="control download-svg" @click=${choose('svg')}>SVG</button><button type="button" part="control download-png" @click=${choose('png')}>PNG</button></span></span>`;
}
