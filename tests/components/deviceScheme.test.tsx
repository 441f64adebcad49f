// Until the shopper chooses a colour scheme the page follows the device's (prefers-color-scheme), also when it
// changes while the page is open, and reports it in a cookie for the server's next render; a choice wins.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { PreferencesProvider, usePreferences } from '@/stores/preferences';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

function Show() {
  const { scheme, schemeKnown, setScheme } = usePreferences();
  return (
    <button type="button" data-testid="scheme" data-known={schemeKnown} onClick={() => setScheme('light')}>
      {scheme}
    </button>
  );
}

/** A device whose setting the test can flip, as a phone does at night. */
function device(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    turn: (next: boolean) => {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  Cookies.remove('ps_color_scheme');
  Cookies.remove('ps_device_scheme');
});

describe('colour scheme from the device', () => {
  it("takes the device's scheme, follows its changes and reports it for the next server render", async () => {
    const phone = device(true);
    render(
      <PreferencesProvider initial={{ scheme: 'light', schemeChosen: false, schemeKnown: false, direction: 'ltr' }}>
        <Show />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('scheme')).toHaveTextContent('dark'));
    expect(screen.getByTestId('scheme')).toHaveAttribute('data-known', 'true');
    expect(Cookies.get('ps_device_scheme')).toBe('dark');
    act(() => phone.turn(false));
    expect(screen.getByTestId('scheme')).toHaveTextContent('light');
    expect(Cookies.get('ps_device_scheme')).toBe('light');
  });

  it('stops following the device once the shopper chooses, and keeps a choice made earlier', async () => {
    const phone = device(true);
    render(
      <PreferencesProvider initial={{ scheme: 'dark', schemeChosen: false, schemeKnown: true, direction: 'ltr' }}>
        <Show />
      </PreferencesProvider>,
    );
    fireEvent.click(screen.getByTestId('scheme'));
    expect(Cookies.get('ps_color_scheme')).toBe('light');
    act(() => phone.turn(true));
    expect(screen.getByTestId('scheme')).toHaveTextContent('light');
  });

  it('leaves a chosen scheme alone when the page opens', async () => {
    device(true);
    render(
      <PreferencesProvider initial={{ scheme: 'light', schemeChosen: true, schemeKnown: true, direction: 'ltr' }}>
        <Show />
      </PreferencesProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('scheme')).toHaveTextContent('light');
    expect(Cookies.get('ps_device_scheme')).toBeUndefined();
  });
});
