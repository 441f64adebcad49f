// The balance page's date pickers hydrate without a mismatch even when their code is already in the browser (a
// reload, a prefetch): the browser renders the server's placeholder while hydrating and the pickers right after.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import LazyDateRangeFields from '@/components/balance/LazyDateRangeFields';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
// The pickers render in their own MUI scope, whose style cache asks the pages router through next/compat/router.
jest.mock('next/compat/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('LazyDateRangeFields', () => {
  it('hydrates the server placeholder without a mismatch, then shows the pickers', async () => {
    const ui = <LazyDateRangeFields idPrefix="t" value={{ from: null, to: null }} onChange={() => undefined} />;
    // What the server sends: the placeholder.
    const html = renderToString(ui);
    expect(html).toContain('date-fields-placeholder');
    // The pickers' code is already loaded when the page hydrates, as after a reload: an earlier render loaded it.
    const earlier = render(ui);
    await waitFor(() => expect(screen.getAllByRole('group').length).toBeGreaterThan(0));
    earlier.unmount();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(screen.getAllByRole('group').length).toBeGreaterThan(0));
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="date-fields-placeholder"]')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });
});
