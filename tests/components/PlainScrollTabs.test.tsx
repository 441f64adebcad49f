// The plain scrolling tablist (the purchase orders' status tabs): one tab in the Tab order, arrows move the focus,
// only choosing a tab reports a change; no scroll arrows while the row fits; when it overflows, the arrow on a
// side with nothing more is idle and the other scrolls the row towards its side, mirrored right to left.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlainScrollTabs, { type PlainScrollTab } from '@/components/common/PlainScrollTabs';

type Value = 'all' | 'paid' | 'closed';
const TABS: readonly PlainScrollTab<Value>[] = [
  { value: 'all', label: 'All (5)' },
  { value: 'paid', label: 'Paid (1)' },
  { value: 'closed', label: 'Closed (0)' },
];

function renderTabs(onChange = jest.fn()) {
  function Harness() {
    const [value, setValue] = useState<Value>('all');
    return (
      <PlainScrollTabs
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        label="Order states"
      />
    );
  }
  const view = render(<Harness />);
  return { onChange, container: view.container };
}

/** jsdom lays nothing out: the scroller's sizes are given per test. */
function layOut({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tablist' ? 0 : scrollWidth;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'tab' ? 120 : clientWidth;
  });
}

const scrollBy = jest.fn();

beforeEach(() => {
  scrollBy.mockReset();
  Element.prototype.scrollBy = scrollBy;
});

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('dir');
});

describe('PlainScrollTabs', () => {
  it('names the list and marks the chosen tab, the only one in the Tab order; a click on another reports it', () => {
    const { onChange } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Order states' })).toBeInTheDocument();
    const [all, paid, closed] = screen.getAllByRole('tab');
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(paid).toHaveAttribute('tabindex', '-1');
    expect(closed).toHaveAttribute('tabindex', '-1');

    fireEvent.click(all!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(paid!);
    expect(onChange).toHaveBeenCalledWith('paid');
    expect(screen.getByRole('tab', { name: 'Paid (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Paid (1)' })).toHaveAttribute('tabindex', '0');
  });

  it('moves the focus with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All (5)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paid (1)' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Closed (0)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('closed');
  });

  it('shows no scroll arrows while the row fits', () => {
    layOut({ scrollWidth: 300, clientWidth: 300 });
    const { container } = renderTabs();
    expect(container.querySelectorAll('div[aria-hidden="true"]')).toHaveLength(0);
  });

  it('scrolls an overflowing row towards the end by the tabs that fit, the start arrow idle at the start', () => {
    layOut({ scrollWidth: 600, clientWidth: 300 });
    const { container } = renderTabs();
    const arrows = container.querySelectorAll<HTMLElement>('div[aria-hidden="true"]');
    expect(arrows).toHaveLength(2);
    const [start, end] = [arrows[0]!, arrows[1]!];
    expect(start.className).toContain('arrowIdle');
    expect(end.className).not.toContain('arrowIdle');

    fireEvent.click(end);
    // Two 120 px tabs fit in 300 px.
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 240, behavior: 'smooth' });
  });

  it('scrolls towards the left for the end arrow right to left', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation(() => ({ direction: 'rtl' }) as unknown as CSSStyleDeclaration);
    layOut({ scrollWidth: 600, clientWidth: 300 });
    const { container } = renderTabs();
    const end = container.querySelectorAll<HTMLElement>('div[aria-hidden="true"]')[1]!;
    fireEvent.click(end);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
  });
});
