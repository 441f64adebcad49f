// The plain page bar: MUI's layout of pages and ellipses, the names in the page's language, the current page
// marked, the arrows disabled at the ends and while loading, and the focus kept when an arrow disables itself.
import { useState } from 'react';
import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import usePagination from '@mui/material/usePagination';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ListPagination from '@/components/common/ListPagination';
import { paginationItems } from '@/components/common/paginationItems';
import enCommon from '@/locales/en/common.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: enCommon } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

function Harness({
  count,
  start = 1,
  onPage = jest.fn(),
  disabled = false,
}: {
  count: number;
  start?: number;
  onPage?: jest.Mock;
  disabled?: boolean;
}) {
  const [page, setPage] = useState(start);
  return (
    <I18nextProvider i18n={i18n}>
      <ListPagination
        pageCount={count}
        page={page}
        disabled={disabled}
        label="Messages pages"
        onPage={(next) => {
          onPage(next);
          setPage(next);
        }}
      />
    </I18nextProvider>
  );
}

/** The bar as text: page numbers, … for an ellipsis, < and > for the arrows. */
function layout(count: number, page: number): string {
  return paginationItems(count, page, 0)
    .map((item) =>
      item.type === 'page' ? String(item.page) : item.type === 'previous' ? '<' : item.type === 'next' ? '>' : '…',
    )
    .join(' ');
}

describe('paginationItems', () => {
  it('lays out pages as MUI does with no neighbouring pages', () => {
    expect(layout(3, 1)).toBe('< 1 2 3 >');
    expect(layout(5, 1)).toBe('< 1 2 3 4 5 >');
    expect(layout(10, 5)).toBe('< 1 … 5 … 10 >');
    expect(layout(10, 10)).toBe('< 1 … 8 9 10 >');
  });

  it("matches MUI's usePagination item for item", () => {
    for (const siblingCount of [0, 1]) {
      for (let count = 1; count <= 12; count += 1) {
        for (let page = 1; page <= count; page += 1) {
          const { result } = renderHook(() => usePagination({ count, page, siblingCount }));
          const mui = result.current.items.map((item) =>
            item.type === 'page'
              ? { type: 'page', page: item.page, selected: item.selected }
              : item.type === 'previous' || item.type === 'next'
                ? { type: item.type, page: item.page, disabled: item.disabled }
                : { type: item.type },
          );
          expect(paginationItems(count, page, siblingCount)).toEqual(mui);
        }
      }
    }
  });
});

describe('ListPagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Harness count={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a named navigation whose current page is marked and whose arrows are disabled at the ends', () => {
    render(<Harness count={4} />);
    const nav = screen.getByRole('navigation', { name: 'Messages pages' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('reports the chosen page and moves the mark, by click or from the keyboard', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    render(<Harness count={4} onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(2);
    // Pressing the current page asks for nothing.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('moves the focus to the current page when the focused arrow disables itself', async () => {
    const user = userEvent.setup();
    render(<Harness count={3} start={2} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
  });

  it('disables every button while the next page loads', () => {
    render(<Harness count={3} start={2} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
