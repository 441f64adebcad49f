import { act, render, waitFor } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import ProgressBar from '@/components/common/ProgressBar';

function setup() {
  const events = mitt();
  const router = { asPath: '/', pathname: '/', query: {}, events } as unknown as NextRouter;
  render(
    <RouterContext.Provider value={router}>
      <ProgressBar />
    </RouterContext.Provider>,
  );
  return events;
}

describe('ProgressBar', () => {
  it('shows the bar from the first route change on, and removes it when the change ends', async () => {
    const events = setup();
    expect(document.getElementById('nprogress')).toBeNull();
    act(() => events.emit('routeChangeStart', '/cart', { shallow: false }));
    await waitFor(() => expect(document.getElementById('nprogress')).not.toBeNull());
    // The bar and its peg, with no made-up ARIA role (NProgress's own markup says role="bar").
    expect(document.querySelector('#nprogress .bar .peg')).not.toBeNull();
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    act(() => events.emit('routeChangeComplete', '/cart', { shallow: false }));
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), { timeout: 3000 });
  });

  it('finishes a change that fails, and shows nothing for a shallow one', async () => {
    const events = setup();
    act(() => {
      events.emit('routeChangeStart', '/faq', { shallow: true });
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('nprogress')).toBeNull();
    act(() => {
      events.emit('routeChangeStart', '/faq', { shallow: false });
      events.emit('routeChangeError', new Error('cancelled'), '/faq', { shallow: false });
    });
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), { timeout: 3000 });
  });
});
