// The order-number search: a named search landmark with a labelled left-to-right box, the text cut at the
// longest order number, and submitted by Enter or by the search button at the box's end.
import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderNoSearch from '@/components/common/form/OrderNoSearch';
import { ORDER_NO_MAX_LENGTH } from '@/components/orders/orderQuery';

function Harness({ onSearch }: { onSearch: jest.Mock }) {
  const [text, setText] = useState('');
  return (
    <OrderNoSearch
      value={text}
      onChange={setText}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(text);
      }}
      label="Order number"
      buttonLabel="Search"
      widthPx={260}
    />
  );
}

describe('OrderNoSearch', () => {
  it('is a named search with a labelled box and a named submit button inside it', () => {
    render(<Harness onSearch={jest.fn()} />);
    const form = screen.getByRole('search', { name: 'Order number' });
    expect(form.style.getPropertyValue('--order-search-width')).toBe('260px');
    const box = screen.getByRole('textbox', { name: 'Order number' });
    expect(box).toHaveAttribute('dir', 'ltr');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');
    // The button sits in the field's box, after the input, as MUI's end adornment.
    expect(box.parentElement).toContainElement(button);
  });

  it('submits by Enter and by the button, the text cut at the longest order number', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Order number' });
    await user.type(box, 'P2026{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('P2026');
    await user.type(box, 'X'.repeat(ORDER_NO_MAX_LENGTH + 5));
    expect(box).toHaveValue(`P2026${'X'.repeat(ORDER_NO_MAX_LENGTH - 5)}`);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
