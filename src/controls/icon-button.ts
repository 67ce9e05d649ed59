/** The controls' icon button: one template for every first / previous / play / … button. */
import { html, type TemplateResult } from 'lit';
import { ICONS, type IconName, icon } from './icons.js';

/**
 * A button of class `icon` with part `control <name>`, named `label` (also its tooltip), showing
 * `glyph`: an icon's name, or a short text (`↑`). A disabled button stays focusable
 * (`aria-disabled="true"`) and a click on it does nothing.
 */
export function iconButton(
  name: string,
  label: string,
  glyph: IconName | string,
  click: () => unknown,
  disabled = false,
): TemplateResult {
  return html`<button type="button" class="icon" part="control ${name}" aria-label=${label} title=${label} aria-disabled=${disabled ? 'true' : 'false'} @click=${() => disabled || click()}>${glyph in ICONS ? icon(glyph as IconName) : glyph}</button>`;
}
