// Display preferences: colour scheme and text direction (ltr by default), kept in 3-year cookies so the server
// renders the right theme in the first HTML. Until the shopper chooses a scheme it follows the device's setting
// (prefers-color-scheme), live, and the page reports that setting in a cookie for servers that get no client hint
// (services/server/request/colorScheme.ts). On a browser's first page the server knows neither, so `scheme` is a
// light guess with `schemeKnown` false (the document follows the device in CSS) until the device's setting is read
// here. Right-to-left locales (ar) always render rtl; `direction` is the effective one, `directionPreference` what
// the shopper chose.
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { effectiveDirection } from '@/theme/direction';
import {
  DEFAULT_PREFERENCES,
  readPreferenceCookies,
  writeCookie,
  type ColorScheme,
  type Direction,
  type PreferenceCookies,
} from '@/utils/cookies';

export interface PreferencesState {
  scheme: ColorScheme;
  /** False until the shopper's choice or the device's setting is known: `scheme` is then only a guess. */
  schemeKnown: boolean;
  direction: Direction;
  directionPreference: Direction;
  setScheme: (scheme: ColorScheme) => void;
  setDirection: (direction: Direction) => void;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

interface PreferencesProviderProps {
  /** What the server read from the cookies; null on a static page (404), which the server did not render per visit. */
  initial: PreferenceCookies | null;
  children: ReactNode;
}

export function PreferencesProvider({ initial, children }: PreferencesProviderProps) {
  const { locale } = useRouter();
  const [scheme, setSchemeState] = useState<ColorScheme>(initial?.scheme ?? DEFAULT_PREFERENCES.scheme);
  const [schemeChosen, setSchemeChosen] = useState<boolean>(initial?.schemeChosen ?? DEFAULT_PREFERENCES.schemeChosen);
  const [schemeKnown, setSchemeKnown] = useState<boolean>(initial?.schemeKnown ?? DEFAULT_PREFERENCES.schemeKnown);
  const [directionPreference, setDirectionState] = useState<Direction>(
    initial?.direction ?? DEFAULT_PREFERENCES.direction,
  );

  // A static page hydrates with the defaults (as its HTML was built) and then takes the shopper's cookies.
  const readAfterMount = initial === null;
  useEffect(() => {
    if (!readAfterMount) return undefined;
    const frame = window.requestAnimationFrame(() => {
      const stored = readPreferenceCookies();
      setSchemeState(stored.scheme);
      setSchemeChosen(stored.schemeChosen);
      setSchemeKnown(stored.schemeKnown);
      setDirectionState(stored.direction);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [readAfterMount]);

  // Not chosen yet: take the device's setting now and whenever it changes (a phone turning dark at night).
  useEffect(() => {
    if (schemeChosen || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      const device: ColorScheme = query.matches ? 'dark' : 'light';
      writeCookie('deviceScheme', device);
      setSchemeState(device);
      setSchemeKnown(true);
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [schemeChosen]);

  const setScheme = useCallback((next: ColorScheme) => {
    writeCookie('scheme', next);
    setSchemeChosen(true);
    setSchemeKnown(true);
    setSchemeState(next);
  }, []);
  const setDirection = useCallback((next: Direction) => {
    writeCookie('direction', next);
    setDirectionState(next);
  }, []);

  const value = useMemo<PreferencesState>(
    () => ({
      scheme,
      schemeKnown,
      direction: effectiveDirection(locale, directionPreference),
      directionPreference,
      setScheme,
      setDirection,
    }),
    [scheme, schemeKnown, directionPreference, locale, setScheme, setDirection],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** The preferences, or null outside the provider (a component rendered on its own, as in a test). */
export function useOptionalPreferences(): PreferencesState | null {
  return useContext(PreferencesContext);
}

export function usePreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (!state) throw new Error('usePreferences() outside PreferencesProvider');
  return state;
}
