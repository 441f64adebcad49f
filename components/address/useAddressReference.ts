// The reference data behind the address forms: the tenant's countries and a country's region tree. Both change
// with the tenant's settings, not per shopper, so each is fetched once per page life and shared by every form on
// the page (a second form opening the same country asks nothing). A failed load is not cached: reopening retries.
import { useCallback, useEffect, useState } from 'react';
import type { AddressDistrict, SupportedCountry } from '@/contract';
import { getAddressDistricts, getSupportedCountries } from '@/services/address';
import type { Http } from '@/services/http';
import type { AppError, Result } from '@/services/result';
import { useHttp } from '@/stores/http';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: AppError };

const countriesCache: { value?: Promise<Result<SupportedCountry[]>> } = {};
const districtCache = new Map<string, Promise<Result<AddressDistrict[]>>>();

function cached<T>(get: () => Promise<Result<T>> | undefined, set: (p: Promise<Result<T>> | undefined) => void, load: () => Promise<Result<T>>) {
  const existing = get();
  if (existing) return existing;
  const promise = load().then((result) => {
    if (!result.ok) set(undefined);
    return result;
  });
  set(promise);
  return promise;
}

export function loadCountries(http: Http): Promise<Result<SupportedCountry[]>> {
  return cached(() => countriesCache.value, (p) => { countriesCache.value = p; }, () => getSupportedCountries(http));
}

export function loadDistricts(http: Http, country: string): Promise<Result<AddressDistrict[]>> {
  return cached(
    () => districtCache.get(country),
    (p) => { if (p) districtCache.set(country, p); else districtCache.delete(country); },
    () => getAddressDistricts(http, country),
  );
}

/** For tests: forget what was fetched. */
export function resetAddressReference(): void {
  countriesCache.value = undefined;
  districtCache.clear();
}

function useLoad<T>(key: string | null, load: () => Promise<Result<T>>): { load: Load<T>; retry: () => void } {
  const [state, setState] = useState<{ key: string | null; load: Load<T> }>({ key, load: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load().then((result) => {
      if (live) setState({ key, load: result.ok ? { status: 'ready', data: result.data } : { status: 'failed', error: result.error } });
    });
    return () => { live = false; };
    // `load` is derived from `key`; re-running on its identity would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ key, load: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [key]);
  return { load: state.key === key ? state.load : { status: 'loading' }, retry };
}

export function useCountries() {
  const http = useHttp();
  return useLoad('countries', () => loadCountries(http));
}

/** The region tree of `country` (null: no country chosen yet). */
export function useDistricts(country: string | null) {
  const http = useHttp();
  return useLoad(country, () => loadDistricts(http, country ?? ''));
}
