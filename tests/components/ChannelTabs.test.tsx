// The search channels as a plain ARIA tablist: one tab in the Tab order, arrows move the focus (reversed right to
// left), Home and End reach the ends, and only choosing a tab changes the channel.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChannelTabs from '@/components/search/results/ChannelTabs';
import { renderWithProviders } from './helpers/renderWithProviders';

const platforms = ['Taobao', 'Alibaba', 'Poizon'] as const;

function renderTabs(onChange = jest.fn()) {
  renderWithProviders(<ChannelTabs platforms={platforms} value="Taobao" onChange={onChange} />);
  return onChange;
}

describe('ChannelTabs', () => {
  it('names the list and marks the chosen channel, the only tab the Tab key stops at', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Search channels' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
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
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Poizon');
  });

  it('reverses the arrows right to left', () => {
    renderTabs();
    const list = screen.getByRole('tablist');
    list.style.direction = 'rtl';
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[1]).toHaveFocus();
  });

  it('does not change the channel when the chosen tab is clicked again', () => {
    const onChange = renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Retail' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
