// After a page change focus goes to the new page's main heading; shallow changes and a shopper who already moved
// focus are left alone.
import { act, screen } from '@testing-library/react';
import Link from 'next/link';
import { useFocusHeadingOnNavigation } from '@/components/layout/useFocusHeadingOnNavigation';
import { renderWithProviders } from './helpers/renderWithProviders';

function Page() {
  useFocusHeadingOnNavigation('main-content');
  return (
    <>
      <Link href="/other">Header link</Link>
      <main id="main-content">
        <h1>New page</h1>
        <button type="button">Action</button>
      </main>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function navigate(router: ReturnType<typeof renderWithProviders>['router'], shallow = false) {
  act(() => {
    router.emit('routeChangeStart', '/next', { shallow });
    router.emit('routeChangeComplete', '/next', { shallow });
  });
}

describe('focus after navigation', () => {
  it('moves focus to the main heading, which stays out of the Tab order', () => {
    const { router } = renderWithProviders(<Page />);
    act(() => screen.getByRole('link', { name: 'Header link' }).focus());
    navigate(router);
    act(() => {
      jest.advanceTimersByTime(150);
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'New page' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus alone on a shallow change (filters, tabs) and when the shopper moved it meanwhile', () => {
    const { router } = renderWithProviders(<Page />);
    const link = screen.getByRole('link', { name: 'Header link' });
    act(() => link.focus());
    navigate(router, true);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(link).toHaveFocus();

    navigate(router);
    act(() => screen.getByRole('button', { name: 'Action' }).focus());
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Action' })).toHaveFocus();
  });
});
