// The panel's tabs (Set up, Record, Puzzle) as a tab list: a click or the arrow keys, Home and End
// show another tab (the seeds' editor is left first). The tab on show is part of the state but not
// of its history: undo keeps it.
import type { StudioContext, StudioPart } from './context.js';
import { type StudioState, TABS, type Tab } from './out.js';

/** Wire the tabs; the returned part marks the tab on show and shows its panel. */
export function mountTabs({ $, model }: StudioContext): StudioPart {
  const setTab = (tab: Tab) => {
    model.setEditing(false);
    model.setTab(tab);
  };
  for (const [i, t] of TABS.entries()) {
    const tab = $(`tab-${t}`);
    tab.addEventListener('click', () => setTab(t));
    tab.addEventListener('keydown', (e) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (!step && e.key !== 'Home' && e.key !== 'End') return;
      e.preventDefault();
      const to = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (i + step! + TABS.length) % TABS.length;
      setTab(TABS[to]!);
      $(`tab-${TABS[to]}`).focus();
    });
  }
  return {
    show(s: StudioState): void {
      for (const t of TABS) {
        $(`tab-${t}`).setAttribute('aria-selected', String(t === s.tab));
        $(`tab-${t}`).tabIndex = t === s.tab ? 0 : -1;
        $(`panel-${t}`).hidden = t !== s.tab;
      }
    },
  };
}
