// What Svelte must refuse on <oware-board> (svelte-check has no expect-error in markup): the element's
// attribute types, checked as svelte-check checks markup.
import type {} from 'oware-board/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

type Board = SvelteHTMLElements['oware-board'];
export const wrong: Board[] = [
  // @ts-expect-error a number attribute takes numbers
  { 'animation-speed': 'fast' },
  // @ts-expect-error a hyphenated flag is set or absent: Svelte would write "false"
  { 'show-legal': false },
  // @ts-expect-error not a variant
  { variant: 'chess' },
  // @ts-expect-error the handler's event is oware-move's
  { 'onoware-move': (e: CustomEvent<{ pit: string }>) => e.detail.pit },
];
