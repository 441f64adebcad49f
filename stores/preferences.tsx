// Display preferences: colour scheme (light by default) and text direction (ltr by default), kept in 3-year
// cookies so the server renders the right theme in the first HTML. Right-to-left locales (ar) always render rtl;
// `direction` is the effective one, `directionPreference` what the shopper chose.
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { effectiveDirection } from '@/theme/direction';
import { writeCookie, type ColorScheme, type Direction, type PreferenceCookies } from '@/utils/cookies';

export interface PreferencesState {
  scheme: ColorScheme;
  direction: Direction;
  directionPreference: Direction;
  setScheme: (scheme: ColorScheme) => void;
  setDirection: (direction: Direction) => void;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

export function PreferencesProvider({ initial, children }: { initial: PreferenceCookies; children: ReactNode }) {
  const { locale } = useRouter();
  const [scheme, setSchemeState] = useState<ColorScheme>(initial.scheme);
  const [directionPreference, setDirectionState] = useState<Direction>(initial.direction);

  const setScheme = useCallback((next: ColorScheme) => {
    writeCookie('scheme', next);
    setSchemeState(next);
  }, []);
  const setDirection = useCallback((next: Direction) => {
    writeCookie('direction', next);
    setDirectionState(next);
  }, []);

  const value = useMemo<PreferencesState>(
    () => ({
      scheme,
      direction: effectiveDirection(locale, directionPreference),
      directionPreference,
      setScheme,
      setDirection,
    }),
    [scheme, directionPreference, locale, setScheme, setDirection],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (!state) throw new Error('usePreferences() outside PreferencesProvider');
  return state;
}
