// Builds the facts a language's texts read (TextContext) from a demo tenant and its content facts.
import type { Locale } from '../../../../contract';
import type { DemoTenant } from '../tenants';
import { DEMO_CONTENT, LINE_KEYS, type ContentFacts, type ShippingLine } from './facts';
import type { TextContext } from './texts/types';

/** How shoppers see the tenant's currency code (GHC is shown as GHS and NPR as Rs, as in the storefront). */
const CURRENCY_DISPLAY: Record<string, string> = { GHC: 'GHS', NPR: 'Rs' };

function isLineName(name: string): name is keyof typeof LINE_KEYS {
  return Object.prototype.hasOwnProperty.call(LINE_KEYS, name);
}

export function shippingLines(tenant: DemoTenant): ShippingLine[] {
  return tenant.transitOptions.map((o) => ({
    key: isLineName(o.name) ? LINE_KEYS[o.name] : null,
    name: o.name,
    firstKgPrice: o.firstWeightPriceFen / 100,
    extraKgPrice: o.pricePerKgFen / 100,
    days: o.estimatedDays.replace(/\s*days?\s*$/i, '').replace('-', '–'),
  }));
}

export function contentFactsFor(tenant: DemoTenant): ContentFacts | undefined {
  return DEMO_CONTENT.find((f) => f.slug === tenant.slug);
}

export function textContext(tenant: DemoTenant, facts: ContentFacts, language: Locale): TextContext {
  return {
    ...facts,
    tenantName: facts.localNames?.[language] ?? tenant.name,
    currency: CURRENCY_DISPLAY[tenant.currency] ?? tenant.currency,
    rate: tenant.cnyExchangeRate,
    serviceEmail: tenant.serviceEmail,
    lines: shippingLines(tenant),
  };
}
