// The plain full-width tablist: the ARIA links between tabs and panels, one tab in the Tab order, arrows move the
// focus (mirrored right to left), Home and End reach the ends, and only choosing a tab reports a change.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlainTabs, { type PlainTab } from '@/components/common/PlainTabs';
import { nextTabIndex } from '@/components/common/tablistKeys';

type Value = 'one' | 'two' | 'three';
const TABS: readonly PlainTab<Value>[] = (['one', 'two', 'three'] as const).map((value) => ({
  value,
  label: `Tab ${value}`,
  id: `tab-${value}`,
  controls: `panel-${value}`,
}));

function renderTabs(onChange = jest.fn()) {
  function Harness() {
    const [value, setValue] = useState<Value>('one');
    return (
      <PlainTabs
        tabs={TABS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        label="Sections"
      />
    );
  }
  render(<Harness />);
  return onChange;
}

describe('PlainTabs', () => {
  it('names the list, links each tab to its panel and marks the chosen one, the only tab in the Tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.id)).toEqual(['tab-one', 'tab-two', 'tab-three']);
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(['panel-one', 'panel-two', 'panel-three']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves the focus with the arrows, Home and End without choosing, and chooses on Enter', async () => {
    const onChange = renderTabs();
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('three');
    expect(screen.getByRole('tab', { name: 'Tab three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('mirrors the arrows right to left', () => {
    renderTabs();
    screen.getByRole('tablist').style.direction = 'rtl';
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[1]).toHaveFocus();
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
  });

  it('reports nothing when the chosen tab is clicked again', () => {
    const onChange = renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Tab one' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Tab two' }));
    expect(onChange).toHaveBeenCalledWith('two');
  });

  it('ignores keys that are not tablist keys', () => {
    expect(nextTabIndex('a', 0, 3, false)).toBeNull();
    expect(nextTabIndex('ArrowLeft', 0, 3, false)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 3, true)).toBe(1);
  });
});
