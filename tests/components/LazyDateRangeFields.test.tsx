// The balance page's date fields: the server sends plain fields, which hydrate without a mismatch and load no
// pickers; the pickers load when the shopper reaches for a field and carry on where the shopper was.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LazyDateRangeFields from '@/components/balance/LazyDateRangeFields';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
// The pickers render in their own MUI scope, whose style cache asks the pages router through next/compat/router.
jest.mock('next/compat/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const ui = <LazyDateRangeFields idPrefix="t" value={{ from: null, to: null }} onChange={() => undefined} />;

describe('LazyDateRangeFields', () => {
  it('hydrates the plain fields without a mismatch, and loads no pickers until the shopper reaches for one', async () => {
    const html = renderToString(ui);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'range.from' })).toHaveAttribute('id', 't-from');
    expect(screen.getByRole('textbox', { name: 'range.to' })).toHaveAttribute('id', 't-to');
    expect(screen.getAllByRole('button', { name: 'picker.open' })).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });

  it('hands the focus to the picker of the field the shopper tabbed into', async () => {
    const user = userEvent.setup();
    render(ui);
    await user.tab();
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: 'range.from' })).toBeNull();
    const [from] = screen.getAllByRole('group');
    await waitFor(() => expect(from!.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hands over on a press of a field that had the focus before the page hydrated', async () => {
    const html = renderToString(ui);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    container.querySelector<HTMLInputElement>('#t-to')!.focus();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'range.to' }));
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(2));
    const [, to] = screen.getAllByRole('group');
    await waitFor(() => expect(to!.contains(document.activeElement)).toBe(true));
    act(() => root?.unmount());
    container.remove();
  });

  it('opens the calendar of the field whose button the shopper pressed', async () => {
    const user = userEvent.setup();
    render(
      <LazyDateRangeFields idPrefix="t" value={{ from: '2026-11-10', to: '2026-11-20' }} onChange={() => undefined} />,
    );
    expect(screen.getByRole('textbox', { name: 'range.to' })).toHaveValue('2026-11-20');
    const [, toButton] = screen.getAllByRole('button', { name: 'picker.openWith' });
    await user.click(toButton!);
    const calendar = await screen.findByRole('dialog');
    // The To field's calendar: its chosen day is selected.
    expect(within(calendar).getByRole('gridcell', { selected: true })).toHaveTextContent(/^20$/);
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('neither takes the focus nor opens when the shopper has moved on while the pickers loaded', async () => {
    render(
      <>
        {ui}
        <button type="button">elsewhere</button>
      </>,
    );
    const [fromButton] = screen.getAllByRole('button', { name: 'picker.open' });
    await act(async () => {
      fromButton!.focus();
      fromButton!.click();
      screen.getByRole('button', { name: 'elsewhere' }).focus();
    });
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });
});
