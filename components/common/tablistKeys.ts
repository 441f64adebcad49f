// The keyboard of a plain ARIA tablist, as MUI's Tabs without `selectionFollowsFocus`: the arrow keys move the focus
// between tabs (mirrored right to left), Home and End reach the ends; choosing stays with Enter, Space or a click.
import type { KeyboardEvent } from 'react';

/** The index the focus moves to for a key, or null when the key is not a tablist key. */
export function nextTabIndex(key: string, at: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (at + 1) % count;
  if (key === backward) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The tablist's keydown handler: moves the focus to the tab the key names. */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const next = nextTabIndex(event.key, at, tabs.length, rtl);
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
}
