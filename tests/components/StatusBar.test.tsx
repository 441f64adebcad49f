import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StatusBar from '@/components/layout/StatusBar';
import { makeTenant, renderWithProviders } from './helpers/renderWithProviders';

function renderBar(tenant = makeTenant(), options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<StatusBar />, { tenant, ...options });
}

describe('StatusBar clock', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    [5.75, 'UTC+5:45'],
    [-5, 'UTC-5'],
    [0, 'UTC+0'],
  ])('labels offset %p as %s', (offset, label) => {
    renderBar(makeTenant({ timezoneOffset: offset }));
    expect(screen.getByTestId('clock-offset')).toHaveTextContent(label);
  });

  it('shows the tenant time and ticks every second', () => {
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 4, 12, 6, 0, 0, 500)) });
    renderBar(makeTenant({ timezoneOffset: 5.75 }));
    const time = screen.getByTestId('clock-time');
    expect(time).toHaveTextContent('05/12/2026 11:45:00');
    act(() => jest.advanceTimersByTime(500));
    expect(time).toHaveTextContent('11:45:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(time).toHaveTextContent('11:45:02');
    act(() => jest.advanceTimersByTime(3000));
    expect(time).toHaveTextContent('11:45:05');
  });

  it('draws the placeholder in its first render, as the server did, and goes live right after', () => {
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 4, 12, 6, 0, 0, 500)) });
    const firstCommit: string[] = [];
    renderWithProviders(
      <div
        ref={(node) => {
          const time = node?.querySelector('[data-testid="clock-time"]');
          if (time && firstCommit.length === 0) firstCommit.push(time.className);
        }}
      >
        <StatusBar />
      </div>,
      { tenant: makeTenant({ timezoneOffset: 5.75 }) },
    );
    expect(firstCommit).toEqual(['unknown']);
    expect(screen.getByTestId('clock-time')).toHaveTextContent('05/12/2026 11:45:00');
    expect(screen.getByTestId('clock-time')).not.toHaveClass('unknown');
  });

  it('is hidden when the tenant turns the clock off', () => {
    renderBar(makeTenant({ tenantPreference: { showClock: false } }));
    expect(screen.queryByTestId('clock-offset')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('StatusBar exchange line', () => {
  it('shows 1CNY=rate+currency when showExchangeRate is set', () => {
    renderBar();
    expect(screen.getByTestId('exchange-line')).toHaveTextContent(/^1CNY=0\.1389USD$/);
  });

  it('shows GHC as GHS', () => {
    renderBar(makeTenant({ exchangeInfo: { cnyExchangeRate: 1.62, currency: 'GHC' } }));
    expect(screen.getByTestId('exchange-line')).toHaveTextContent(/^1CNY=1\.62GHS$/);
  });

  it('shows NPR as Rs', () => {
    renderBar(makeTenant({ exchangeInfo: { cnyExchangeRate: 18.5, currency: 'NPR' } }));
    expect(screen.getByTestId('exchange-line')).toHaveTextContent(/^1CNY=18\.5Rs$/);
  });

  it('groups thousands', () => {
    renderBar(makeTenant({ exchangeInfo: { cnyExchangeRate: 3012.5, currency: 'LAK' } }));
    expect(screen.getByTestId('exchange-line')).toHaveTextContent('1CNY=3,012.5LAK');
  });

  it('is hidden without showExchangeRate', () => {
    renderBar(makeTenant({ tenantPreference: { showExchangeRate: false } }));
    expect(screen.queryByTestId('exchange-line')).not.toBeInTheDocument();
    expect(screen.queryByText(/1CNY=/)).not.toBeInTheDocument();
  });
});

describe('StatusBar language dropdown', () => {
  it('is hidden with a single language', () => {
    renderBar(makeTenant({ supportedLanguages: ['en'] }));
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('lists the tenant languages by their own names and switches locale', async () => {
    const user = userEvent.setup();
    const { router } = renderBar(makeTenant({ supportedLanguages: ['en', 'zh-CN', 'ar', 'la'] }), { path: '/faq?x=1' });
    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    // The menu loads on the first click.
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English', '简体中文', 'العربية', 'ພາສາລາວ']);
    await user.click(within(menu).getByRole('menuitem', { name: 'ພາສາລາວ' }));
    expect(document.cookie).toMatch(/NEXT_LOCALE=la/);
    expect(router.push).toHaveBeenCalledWith('/faq?x=1', undefined, { locale: 'la' });
  });

  it('does not navigate when the current language is chosen again', async () => {
    const user = userEvent.setup();
    const { router } = renderBar(makeTenant({ supportedLanguages: ['en', 'es'] }));
    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('StatusBar display switches', () => {
  it('toggles dark mode and direction', async () => {
    const user = userEvent.setup();
    renderBar();
    const themed = screen.getByTestId('themed');
    expect(themed).toHaveAttribute('data-scheme', 'light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(themed).toHaveAttribute('data-scheme', 'dark');
    expect(document.cookie).toMatch(/ps_color_scheme=dark/);
    await user.click(screen.getByRole('button', { name: 'Switch to right-to-left layout' }));
    expect(themed).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'Switch to left-to-right layout' })).toBeInTheDocument();
  });

  it('fixes the direction in a right-to-left language', () => {
    renderBar(makeTenant({ supportedLanguages: ['ar', 'en'] }), { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'This language is always shown right to left' })).toBeDisabled();
  });
});
