// Client rules of the address forms, before a round trip: the same limits (contract ADDRESS_LIMITS) and the same
// reason codes the API answers in `fields`, so one table (address:error.<CODE>) explains both. Each rule returns
// null when the value passes.
import { ADDRESS_LIMITS, type SellerKind } from '@/contract';
import { validatePhone } from '@/components/common/form/validation';

export type AddressField =
  'recipient' | 'phone' | 'country' | 'regionCodes' | 'city' | 'street' | 'postcode' | 'companyName' | 'taxNumber';

export type AddressErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'INVALID_PHONE'
  | 'INVALID_POSTCODE'
  | 'INVALID_REGION'
  | 'REQUIRED_FOR_COMPANY'
  | 'INVALID_TAX_NUMBER';

/** A street shorter than this cannot hold a street name and a number. */
export const STREET_MIN_LENGTH = 5;

export interface AddressValues {
  recipient: string;
  phone: string;
  country: string;
  regionCodes: string[];
  city: string;
  street: string;
  postcode: string;
  sellerKind?: SellerKind;
  companyName?: string;
  taxNumber?: string;
}

const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,10})[A-Za-z0-9]$/;
const TAX_NUMBER = /^[\p{L}\d][\p{L}\d .\-/]*$/u;

function text(value: string, max: number, required = true): AddressErrorCode | null {
  const v = value.trim();
  if (!v) return required ? 'REQUIRED' : null;
  return v.length > max ? 'TOO_LONG' : null;
}

export function validateAddressValues(
  values: AddressValues,
  /** Whether the region picker has a choice on every level it offers (true when the country has no tree). */
  regionComplete: boolean,
): Partial<Record<AddressField, AddressErrorCode>> {
  const errors: Partial<Record<AddressField, AddressErrorCode | null>> = {
    recipient: text(values.recipient, ADDRESS_LIMITS.recipient),
    phone: values.phone.trim()
      ? values.phone.trim().length > ADDRESS_LIMITS.phone
        ? 'TOO_LONG'
        : validatePhone(values.phone)
          ? 'INVALID_PHONE'
          : null
      : 'REQUIRED',
    country: values.country ? null : 'REQUIRED',
    regionCodes: values.country && !regionComplete ? 'INVALID_REGION' : null,
    city: text(values.city, ADDRESS_LIMITS.city),
    street:
      text(values.street, ADDRESS_LIMITS.street) ??
      (values.street.trim().length < STREET_MIN_LENGTH ? 'TOO_SHORT' : null),
    postcode: values.postcode.trim()
      ? values.postcode.trim().length > ADDRESS_LIMITS.postcode
        ? 'TOO_LONG'
        : POSTCODE.test(values.postcode.trim())
          ? null
          : 'INVALID_POSTCODE'
      : null,
  };
  if (values.sellerKind === 'COMPANY') {
    const company = values.companyName ?? '';
    const tax = values.taxNumber ?? '';
    errors.companyName = company.trim() ? text(company, ADDRESS_LIMITS.companyName) : 'REQUIRED_FOR_COMPANY';
    errors.taxNumber = !tax.trim()
      ? 'REQUIRED_FOR_COMPANY'
      : (text(tax, ADDRESS_LIMITS.taxNumber) ?? (TAX_NUMBER.test(tax.trim()) ? null : 'INVALID_TAX_NUMBER'));
  }
  const out: Partial<Record<AddressField, AddressErrorCode>> = {};
  for (const [field, code] of Object.entries(errors)) if (code) out[field as AddressField] = code;
  return out;
}

/** The limit a TOO_LONG message names for a field. */
export function maxLengthOf(field: AddressField): number | undefined {
  return field in ADDRESS_LIMITS ? ADDRESS_LIMITS[field as keyof typeof ADDRESS_LIMITS] : undefined;
}
