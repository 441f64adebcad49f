// A static page (the 404) is built once, not per visit: it hydrates with the default scheme and then takes the
// shopper's colour-scheme and direction cookies, instead of staying light for a shopper who chose dark.
import { act, render, screen, waitFor } from '@testing-library/react';
import { PreferencesProvider, usePreferences } from '@/stores/preferences';
import { writeCookie } from '@/utils/cookies';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

function Show() {
  const { scheme, direction } = usePreferences();
  return <span data-testid="prefs">{`${scheme} ${direction}`}</span>;
}

describe('PreferencesProvider on a static page', () => {
  it('starts from the defaults and then applies the stored cookies', async () => {
    writeCookie('scheme', 'dark');
    writeCookie('direction', 'rtl');
    render(
      <PreferencesProvider initial={null}>
        <Show />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('prefs')).toHaveTextContent('dark rtl'));
  });

  it('keeps what the server rendered when it read the cookies itself', async () => {
    writeCookie('scheme', 'dark');
    render(
      <PreferencesProvider initial={{ scheme: 'light', schemeChosen: true, schemeKnown: true, direction: 'ltr' }}>
        <Show />
      </PreferencesProvider>,
    );
    // Mount effects have run once act() returns: nothing replaced the server's choice.
    await act(async () => undefined);
    expect(screen.getByTestId('prefs')).toHaveTextContent('light ltr');
  });
});
