// The reference data behind the address forms: the tenant's countries and a country's region tree. Both change
// with the tenant's settings, not per shopper, so each is fetched once per page life and language (the API names
// countries, regions and cities in the page's language) and shared by every form on the page (a second form
// opening the same country asks nothing). A failed load is not cached: reopening retries.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AddressDistrict, SupportedCountry } from '@/contract';
import { getAddressDistricts, getSupportedCountries } from '@/services/address';
import type { Http } from '@/services/http';
import type { AppError, Result } from '@/services/result';
import { useHttp } from '@/stores/http';
import { countryName, localizedCountries } from '@/utils/countryNames';
import { useFormat } from '@/components/common/useFormat';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: AppError };

const countriesCache = new Map<string, Promise<Result<SupportedCountry[]>>>();
const districtCache = new Map<string, Promise<Result<AddressDistrict[]>>>();

function cached<T>(
  get: () => Promise<Result<T>> | undefined,
  set: (p: Promise<Result<T>> | undefined) => void,
  load: () => Promise<Result<T>>,
) {
  const existing = get();
  if (existing) return existing;
  const promise = load().then((result) => {
    if (!result.ok) set(undefined);
    return result;
  });
  set(promise);
  return promise;
}

/** The tenant's countries as the API names them in `language` (the language `http` asks in). */
export function loadCountries(http: Http, language: string): Promise<Result<SupportedCountry[]>> {
  return cached(
    () => countriesCache.get(language),
    (p) => {
      if (p) countriesCache.set(language, p);
      else countriesCache.delete(language);
    },
    () => getSupportedCountries(http),
  );
}

/** A country's region tree as the API names it in `language` (the language `http` asks in). */
export function loadDistricts(http: Http, country: string, language: string): Promise<Result<AddressDistrict[]>> {
  const key = `${language}:${country}`;
  return cached(
    () => districtCache.get(key),
    (p) => {
      if (p) districtCache.set(key, p);
      else districtCache.delete(key);
    },
    () => getAddressDistricts(http, country),
  );
}

/** For tests: forget what was fetched. */
export function resetAddressReference(): void {
  countriesCache.clear();
  districtCache.clear();
}

function useLoad<T>(key: string | null, load: () => Promise<Result<T>>): { load: Load<T>; retry: () => void } {
  const [state, setState] = useState<{ key: string | null; load: Load<T> }>({ key, load: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load().then((result) => {
      if (live)
        setState({
          key,
          load: result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error },
        });
    });
    return () => {
      live = false;
    };
    // `load` is derived from `key`; re-running on its identity would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ key, load: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [key]);
  return { load: state.key === key ? state.load : { status: 'loading' }, retry };
}

/** The tenant's countries named in the page's language and sorted by those names. */
export function useCountries(): { load: Load<SupportedCountry[]>; retry: () => void } {
  const http = useHttp();
  const { locale } = useFormat();
  const { load, retry } = useLoad(`countries:${locale}`, () => loadCountries(http, locale));
  const named = useMemo<Load<SupportedCountry[]>>(
    () => (load.status === 'ready' ? { status: 'ready', data: localizedCountries(locale, load.data) } : load),
    [load, locale],
  );
  return { load: named, retry };
}

/** Names a country code in the page's language (the tenant's list once loaded, Intl's names before). */
export function useCountryName(): (code: string) => string {
  const { load } = useCountries();
  const { locale } = useFormat();
  const list = load.status === 'ready' ? load.data : NO_COUNTRIES;
  return useCallback((code: string) => countryName(list, code, locale), [list, locale]);
}

const NO_COUNTRIES: readonly SupportedCountry[] = [];

/** The region tree of `country` named in the page's language (null: no country chosen yet). */
export function useDistricts(country: string | null) {
  const http = useHttp();
  const { locale } = useFormat();
  return useLoad(country === null ? null : `districts:${locale}:${country}`, () =>
    loadDistricts(http, country ?? '', locale),
  );
}
