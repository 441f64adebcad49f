// The balance page's date fields: the server sends plain fields, which hydrate without a mismatch and load no
// pickers; the pickers load when the shopper reaches for a field and carry on where the shopper was.
import { act, useState } from 'react';
import type { DayRange } from '@/components/balance/dateRange';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

  describe('digits typed before the pickers have loaded', () => {
    function Stateful({ changes }: { changes: DayRange[] }) {
      const [value, setValue] = useState<DayRange>({ from: '2026-11-01', to: '2026-11-30' });
      return (
        <LazyDateRangeFields
          idPrefix="t"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    // Keys pressed in one go, with no await between them: the pickers' code cannot have arrived meanwhile.
    const press = (input: HTMLElement, keys: string) => {
      fireEvent.focus(input);
      for (const key of keys) fireEvent.keyDown(input, { key });
    };

    it("makes the day the range's at the eighth digit, and the picker then shows it", async () => {
      const changes: DayRange[] = [];
      render(<Stateful changes={changes} />);
      const from = screen.getByRole('textbox', { name: 'range.from' });
      press(from, '2026');
      expect(from).toHaveValue('2026');
      press(from, '1\u0661\u0660\u0665');
      expect(changes).toEqual([{ from: '2026-11-05', to: '2026-11-30' }]);
      await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(2));
      expect(screen.getByDisplayValue('2026-11-05')).toBeInTheDocument();
    });

    it('keeps eight digits that make no day for the range, marked, and changes nothing', async () => {
      const changes: DayRange[] = [];
      render(<Stateful changes={changes} />);
      const from = screen.getByRole('textbox', { name: 'range.from' });
      press(from, '20260231');
      expect(from).toHaveValue('2026-02-31');
      expect(from).toHaveAttribute('aria-invalid', 'true');
      fireEvent.keyDown(from, { key: 'Backspace' });
      expect(from).toHaveValue('2026-02-3');
      // A first day after the last is no range either.
      const to = screen.getByRole('textbox', { name: 'range.to' });
      press(to, '20261020');
      expect(to).toHaveAttribute('aria-invalid', 'true');
      expect(changes).toEqual([]);
      // The pickers, loaded meanwhile, wait while digits are there.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('group')).toBeNull();
    });

    it('drops digits that made no day when the shopper leaves the fields, and the pickers take over', async () => {
      const changes: DayRange[] = [];
      render(
        <>
          <Stateful changes={changes} />
          <button type="button">elsewhere</button>
        </>,
      );
      const from = screen.getByRole('textbox', { name: 'range.from' });
      press(from, '202');
      fireEvent.blur(from, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
      await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(2));
      expect(changes).toEqual([]);
      expect(screen.getByDisplayValue('2026-11-01')).toBeInTheDocument();
    });
  });
});
