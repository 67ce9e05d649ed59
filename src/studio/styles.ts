// <oware-studio>'s styles: the board and its history beside the panel (below it on narrow
// screens), the tabs, the recorded moves, the outputs, and the studio's own controls in the page's
// colour scheme. `--oware-studio-accent` and `--oware-studio-line` recolour it.
import { css } from 'lit';

export const studioStyles = css`
/* The studio: the board and its history beside the panel (below it on narrow screens). */
.studio {
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  gap: 20px;
  align-items: start;
}
@media (max-width: 820px) {
  .studio {
    grid-template-columns: 1fr;
  }
}
@media (min-width: 821px) {
  .studio .stage {
    position: sticky;
    top: 8px;
  }
}
.studio .panel fieldset {
  border: 1px solid var(--oware-studio-line, #c9a77f);
  border-radius: 12px;
  margin: 0 0 14px;
  padding: 8px 14px 12px;
}
.studio .panel legend {
  font-weight: 700;
  padding: 0 6px;
}
.studio .row {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0;
}
.studio .row textarea,
.studio .row input:not([type='checkbox']) {
  flex: 1 1 12em;
  min-width: 0;
  font: inherit;
  padding: 4px 8px;
}
.studio #out-link {
  width: 100%;
  box-sizing: border-box;
  font: inherit;
  padding: 4px 8px;
}
.studio pre {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 4px 0;
  padding: 8px;
  border-radius: 8px;
  background: rgb(0 0 0 / 0.06);
  font-size: 0.85rem;
}
.studio h3 {
  font-size: 1rem;
  margin: 12px 0 4px;
}
.studio #out-img {
  display: block;
  max-width: 100%;
  height: auto;
}
.studio .hint {
  margin: 4px 0;
  font-size: 0.9rem;
  opacity: 0.85;
}
.studio #position-error:empty {
  display: none;
}
.studio #position-error {
  color: #b3261e;
}
.studio .history {
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 8px;
}
.studio button[aria-pressed='true'] {
  background: var(--oware-studio-accent, #1a5fd6);
  color: #fff;
  border-color: var(--oware-studio-accent, #1a5fd6);
}
@media (prefers-color-scheme: dark) {
  .studio .panel fieldset {
    border-color: #6b5036;
  }
  .studio pre {
    background: rgb(255 255 255 / 0.08);
  }
  .studio #position-error {
    color: #ffb4ab;
  }
}

/* The tabs: Set up, Record, Puzzle. */
.studio .tabs {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid var(--oware-studio-line, #c9a77f);
  margin-bottom: 10px;
  font-family: system-ui, sans-serif;
}
.studio [role='tab'] {
  font: inherit;
  font-weight: 600;
  padding: 8px 16px;
  border: 1px solid var(--oware-studio-line, #c9a77f);
  border-bottom: none;
  border-radius: 10px 10px 0 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.studio [role='tab'][aria-selected='true'] {
  background: #3b2412;
  border-color: #3b2412;
  color: #fff;
}
.studio [role='tab']:focus-visible,
.studio .tree button:focus-visible {
  outline: 3px solid var(--oware-studio-accent, #1a5fd6);
  outline-offset: 2px;
}
.studio .tabpanel {
  margin: 0 0 14px;
}
/* The recorded moves: the main line, variations in brackets. */
.studio .tree {
  font-family: system-ui, sans-serif;
  line-height: 2.1;
  margin: 8px 0;
}
.studio .tree button {
  font: inherit;
  padding: 1px 7px;
  border-radius: 6px;
  border: 1px solid transparent;
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.studio .tree button:hover {
  border-color: #b08a62;
}
.studio .tree button[aria-current] {
  background: var(--oware-studio-accent, #1a5fd6);
  border-color: var(--oware-studio-accent, #1a5fd6);
  color: #fff;
}
.studio .tree .variation {
  color: #6b4f33;
}
.studio .error:empty {
  display: none;
}
.studio .error {
  color: #b3261e;
}
@media (prefers-color-scheme: dark) {
  .studio .tabs,
  .studio [role='tab'] {
    border-color: #6b5036;
  }
  .studio [role='tab'][aria-selected='true'] {
    background: #f2d7b0;
    border-color: #f2d7b0;
    color: #2b1d12;
  }
  .studio .tree .variation {
    color: #d8c2a4;
  }
  .studio .tree button[aria-current] {
    background: #8ab4ff;
    border-color: #8ab4ff;
    color: #111;
  }
  .studio .error {
    color: #ffb4ab;
  }
  /* (the site's light hover background under light ink would hide a button's name) */
  .studio .controls button:hover {
    background: #3a2c20;
  }
}
/* The puzzle as its reader gets it: the tag on a board of its own. */
.studio .preview figure {
  margin: 0;
}
.studio .preview oware-board {
  display: block;
  max-width: 420px;
}

/* The studio's own controls, in the page's colour scheme (weak rules: :where()). */
:host {
  display: block;
  color: inherit;
  font-family: inherit;
}
:host([hidden]) {
  display: none;
}
[hidden] {
  display: none !important;
}
.controls {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-family: system-ui, sans-serif;
}
.controls button {
  font: inherit;
  padding: 6px 14px;
  border-radius: 8px;
  border: 1px solid #b08a62;
  background: #fff;
  color: inherit;
  cursor: pointer;
}
.controls button:hover {
  background: #f4e6d2;
}
.controls button:disabled {
  opacity: 0.55;
  cursor: default;
}
:where(select, textarea, input:not([type='checkbox'], [type='radio'], [type='range'], [type='file'])) {
  font: inherit;
  color: inherit;
  background: #fff;
  border: 1px solid #b08a62;
  border-radius: 6px;
}
:where(input[type='checkbox'], input[type='radio'], input[type='range']) {
  accent-color: #8a5a2b;
}
@media (prefers-color-scheme: dark) {
  :where(select, textarea, input, button) {
    color-scheme: dark;
  }
  :where(select, textarea, input:not([type='checkbox'], [type='radio'], [type='range'], [type='file'])) {
    color: #f3e6d3;
    background: #241a12;
    border-color: #8a6a4a;
  }
  :where(select option) {
    color: #f3e6d3;
    background: #241a12;
  }
  .controls button {
    background: #2a2018;
    color: #f3e6d3;
    border-color: #8a6a4a;
  }
  :where(input[type='checkbox'], input[type='radio'], input[type='range']) {
    accent-color: #e7b77a;
  }
}
`;
