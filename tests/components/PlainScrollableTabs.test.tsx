// The scrolling tab row: a named tablist with one tab in the Tab order and the shared tablist keyboard; arrows at
// the ends only while the row overflows, the one at the end already reached faded out, and a click on the other
// scrolling by the row's width.
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlainScrollableTabs from '@/components/common/PlainScrollableTabs';

type Value = 'all' | 'packing' | 'paid';
const TABS = (['all', 'packing', 'paid'] as const).map((value) => ({ value, label: `Tab ${value}` }));

function renderTabs(onChange = jest.fn()) {
  function Harness() {
    const [value, setValue] = useState<Value>('all');
    return (
      <PlainScrollableTabs
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        label="Statuses"
      />
    );
  }
  return { onChange, ...render(<Harness />) };
}

/** jsdom lays nothing out: give every element the scroller's sizes. */
function layOut(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const scrollByOfJsdom = Element.prototype.scrollBy;
afterEach(() => {
  jest.restoreAllMocks();
  Element.prototype.scrollBy = scrollByOfJsdom;
});

describe('PlainScrollableTabs', () => {
  it('names the list, marks the chosen tab, the only one in the Tab order, and reports a new choice', () => {
    const { onChange } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Statuses' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tabs[0]!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tabs[2]!);
    expect(onChange).toHaveBeenCalledWith('paid');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves the focus with the arrow keys, Home and End without choosing', async () => {
    const { onChange } = renderTabs();
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws no arrows while every tab fits', () => {
    layOut(300, 300);
    renderTabs();
    expect(screen.queryByTestId('tabs-scroll-start')).toBeNull();
    expect(screen.queryByTestId('tabs-scroll-end')).toBeNull();
  });

  it('draws both arrows when the row overflows, fades the one at the end reached, scrolls by the row width', () => {
    layOut(600, 250);
    const scrollBy = jest.fn();
    Element.prototype.scrollBy = scrollBy;
    renderTabs();
    const start = screen.getByTestId('tabs-scroll-start');
    const end = screen.getByTestId('tabs-scroll-end');
    // Not controls of their own: no role, out of the Tab order.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(start.className).toContain('arrowDisabled');
    expect(end.className).not.toContain('arrowDisabled');
    fireEvent.click(start);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(end);
    expect(scrollBy).toHaveBeenCalledWith({ left: 250, behavior: expect.any(String) });

    // Scrolled to the far end: the end arrow fades, the start one appears.
    const scroller = screen.getByRole('tablist').parentElement!;
    scroller.scrollLeft = 350;
    act(() => {
      fireEvent.scroll(scroller);
    });
    expect(start.className).not.toContain('arrowDisabled');
    expect(end.className).toContain('arrowDisabled');
  });
});

describe('PlainScrollableTabs with panels', () => {
  it('gives each tab the id its panel names and the id of the panel it shows', () => {
    render(
      <PlainScrollableTabs
        tabs={TABS.map((tab) => ({ ...tab, id: `tab-${tab.value}`, controls: `panel-${tab.value}` }))}
        value="packing"
        onChange={jest.fn()}
        label="Statuses"
      />,
    );
    const chosen = screen.getByRole('tab', { name: 'Tab packing' });
    expect(chosen).toHaveAttribute('id', 'tab-packing');
    expect(chosen).toHaveAttribute('aria-controls', 'panel-packing');
  });
});
