// Tenant and reference data. The tenant is normalised once here (theme colour forced to start with '#',
// languages limited to the ones the storefront ships) so no component repeats those checks.
import { isLocale, type Locale, type Tenant } from '@/contract';
import type { Http } from './http';
import { call, mapResult, type Result } from './result';

export function normalizeThemeColor(color: string | null | undefined): string {
  const value = (color ?? '').trim();
  if (!value) return '#1976d2';
  return value.startsWith('#') ? value : `#${value}`;
}

/** The tenant's languages that this storefront has translations for, default first. */
export function tenantLanguages(tenant: Pick<Tenant, 'supportedLanguages' | 'defaultLanguage'>): Locale[] {
  const supported = (tenant.supportedLanguages ?? []).filter(isLocale);
  if (isLocale(tenant.defaultLanguage) && !supported.includes(tenant.defaultLanguage)) {
    supported.unshift(tenant.defaultLanguage);
  }
  return supported;
}

export function normalizeTenant(raw: Tenant): Tenant {
  const supportedLanguages = tenantLanguages(raw);
  const defaultLanguage = isLocale(raw.defaultLanguage)
    ? raw.defaultLanguage
    : (supportedLanguages[0] ?? raw.defaultLanguage);
  return {
    ...raw,
    themeColor: normalizeThemeColor(raw.themeColor),
    supportedLanguages,
    defaultLanguage,
    tenantPreference: {
      ...raw.tenantPreference,
      productPlatforms: raw.tenantPreference?.productPlatforms ?? [],
    },
  };
}

export async function getTenant(http: Http): Promise<Result<Tenant>> {
  return mapResult(await call<Tenant>(http.get('/front/tenant')), normalizeTenant);
}
