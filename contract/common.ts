/**
 * The API contract shared by the storefront (`services/`) and the reference API (`backend/`).
 * Both sides import these types, so the wire format cannot drift. Wire conventions:
 * - money: numbers in CNY with two decimals unless a field says otherwise;
 * - time: ISO 8601 strings in UTC;
 * - lists: `Page<T>`;
 * - failures: `ApiErrorBody` with an UPPER_SNAKE_CASE code.
 */

import { LOCALES } from './locales.js';

export { LOCALES };
export type Locale = (typeof LOCALES)[number];
/** The routing default: the locale of an unprefixed URL. */
export const DEFAULT_LOCALE: Locale = LOCALES[0];
/** Locales written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export interface Page<T> {
  items: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  detail?: string;
  /** Field name to an UPPER_SNAKE_CASE reason, e.g. `{ email: 'INVALID_EMAIL' }`. */
  fields?: Record<string, string>;
}

/** Headers every call carries (names are case-insensitive on the wire). */
export const HEADER_TENANT_DOMAIN = 'X-Tenant-Domain';
export const HEADER_TENANT_ID = 'X-Tenant-Id';
