// The scrollable tablist: the ARIA links and roving tabindex of a tablist; no arrows while every tab fits; when
// the tabs overflow, the start arrow is invisible until the row has scrolled, and an arrow scrolls by the tabs that
// fit whole (towards the left when the end side is the left); choosing a tab reports it once.
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import PlainScrollableTabs from '@/components/common/PlainScrollableTabs';
import type { PlainTab } from '@/components/common/PlainTabs';

type Value = 'one' | 'two' | 'three';
const TABS: readonly PlainTab<Value>[] = (['one', 'two', 'three'] as const).map((value) => ({
  value,
  label: `Tab ${value}`,
  id: `tab-${value}`,
  controls: `panel-${value}`,
}));

/** Gives the scroller (and each tab) a layout jsdom does not compute. */
function layOut({
  scrollWidth,
  clientWidth,
  tabWidth,
}: {
  scrollWidth: number;
  clientWidth: number;
  tabWidth: number;
}) {
  const scroller = screen.getByRole('tablist').parentElement as HTMLElement;
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: clientWidth });
  for (const tab of screen.getAllByRole('tab')) {
    Object.defineProperty(tab, 'clientWidth', { configurable: true, value: tabWidth });
  }
  const scrollBy = jest.fn();
  scroller.scrollBy = scrollBy as unknown as typeof scroller.scrollBy;
  return { scroller, scrollBy };
}

function renderTabs(onChange = jest.fn(), dir: 'ltr' | 'rtl' = 'ltr') {
  function Harness() {
    const [value, setValue] = useState<Value>('one');
    return (
      <div dir={dir} style={{ direction: dir }}>
        <PlainScrollableTabs
          tabs={TABS}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          label="History"
        />
      </div>
    );
  }
  render(<Harness />);
  return onChange;
}

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

describe('PlainScrollableTabs', () => {
  it('names the list, links tabs to panels, keeps only the chosen tab in the Tab order and reports a new choice', () => {
    const onChange = renderTabs();
    expect(screen.getByRole('tablist', { name: 'History' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(['panel-one', 'panel-two', 'panel-three']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tabs[0]!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tabs[2]!);
    expect(onChange).toHaveBeenCalledWith('three');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves the focus with the arrow keys without choosing', () => {
    const onChange = renderTabs();
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveFocus();
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[2]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no arrows while every tab fits', () => {
    renderTabs();
    layOut({ scrollWidth: 300, clientWidth: 300, tabWidth: 100 });
    act(() => void fireEvent.scroll(screen.getByRole('tablist').parentElement!));
    expect(screen.queryByTestId('tabs-scroll-start')).toBeNull();
    expect(screen.queryByTestId('tabs-scroll-end')).toBeNull();
  });

  it('when the tabs overflow, scrolls by the tabs that fit whole, and shows the start arrow once scrolled', () => {
    renderTabs();
    const { scroller, scrollBy } = layOut({ scrollWidth: 360, clientWidth: 250, tabWidth: 120 });
    act(() => void fireEvent.scroll(scroller));
    const start = screen.getByTestId('tabs-scroll-start');
    const end = screen.getByTestId('tabs-scroll-end');
    expect(start).toHaveAttribute('aria-hidden', 'true');
    // At the start: only the end arrow can be used.
    fireEvent.click(start);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(end);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 240, behavior: 'smooth' });
    scroller.scrollLeft = 110;
    act(() => void fireEvent.scroll(scroller));
    fireEvent.click(screen.getByTestId('tabs-scroll-start'));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
  });

  it('right to left, the end arrow scrolls towards the left', () => {
    renderTabs(jest.fn(), 'rtl');
    const { scroller, scrollBy } = layOut({ scrollWidth: 360, clientWidth: 250, tabWidth: 120 });
    // jsdom does not inherit `direction`: the scroller is given it itself.
    scroller.style.direction = 'rtl';
    act(() => void fireEvent.scroll(scroller));
    const end = screen.getByTestId('tabs-scroll-end');
    // Its arrow points to the left, the end side (MUI's KeyboardArrowLeft).
    expect(end.querySelector('path')?.getAttribute('d')).toMatch(/^M15\.41 16\.09/);
    fireEvent.click(end);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
  });
});
