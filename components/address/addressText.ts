// How an address reads on a card and in a delete confirmation, and the one mapping from an address field's
// reason code to its message (address:error.<CODE> with the field's limits, else the shared common:errors text).
import type { UserAddress } from '@/contract';
import { fieldText } from '@/components/common/form/fieldErrors';
import type { Translate } from '@/utils/errorText';
import { maxLengthOf, STREET_MIN_LENGTH, type AddressField } from './addressRules';

type AnyT = Translate | ((...args: never[]) => unknown);

// A country's name lives with the names (the door cost panel on the first screen needs it without the rest).
export { countryName } from '@/utils/countryNames';

/** "Street, City, Region names, Postcode, Country" without repeating a city that is also the last region name. */
export function placeLine(
  address: Pick<UserAddress, 'street' | 'city' | 'regionNames' | 'postcode' | 'country'>,
  country: string,
): string {
  const regions = [...address.regionNames].reverse();
  const city = address.city.trim();
  const parts = [
    address.street.trim(),
    city,
    ...regions.filter((name) => name !== city),
    address.postcode.trim(),
    country,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The short place for a confirmation: city and country. */
export function shortPlace(address: Pick<UserAddress, 'city' | 'regionNames'>, country: string): string {
  return [address.city.trim() || address.regionNames[address.regionNames.length - 1] || '', country]
    .filter(Boolean)
    .join(', ');
}

export function addressErrorText(t: AnyT, field: AddressField, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const translate = t as Translate;
  const fallback = fieldText(t, code) ?? translate('common:errors.INVALID_FIELD');
  return translate(`address:error.${code}`, {
    defaultValue: fallback,
    max: maxLengthOf(field),
    min: STREET_MIN_LENGTH,
  });
}
