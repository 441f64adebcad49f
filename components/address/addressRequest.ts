// Form values (or a saved address) → the body the API saves. Text is trimmed; a billing address for a person
// sends no company fields (null), so switching a company back to a person clears them on the server.
import type { BillingAddress, SaveAddressRequest, SaveBillingAddressRequest, UserAddress } from '@/contract';
import type { AddressFormValues } from './AddressFormDialog';

export function addressRequest(values: AddressFormValues, id?: string): SaveAddressRequest {
  return {
    ...(id ? { id } : {}),
    recipient: values.recipient.trim(),
    phone: values.phone.trim(),
    country: values.country,
    regionCodes: values.regionCodes,
    city: values.city.trim(),
    street: values.street.trim(),
    postcode: values.postcode.trim(),
    defaultAddress: values.defaultAddress,
  };
}

export function billingRequest(values: AddressFormValues, id?: string): SaveBillingAddressRequest {
  const company = values.sellerKind === 'COMPANY';
  return {
    ...addressRequest(values, id),
    sellerKind: values.sellerKind ?? 'INDIVIDUAL',
    companyName: company ? (values.companyName ?? '').trim() : null,
    taxNumber: company ? (values.taxNumber ?? '').trim() : null,
  };
}

/** A saved address as form values (to save it again, e.g. as the default). */
export function valuesOf(address: UserAddress | BillingAddress): AddressFormValues {
  const billing = 'sellerKind' in address ? address : null;
  return {
    recipient: address.recipient,
    phone: address.phone,
    country: address.country,
    regionCodes: address.regionCodes,
    city: address.city,
    street: address.street,
    postcode: address.postcode,
    defaultAddress: address.defaultAddress,
    ...(billing
      ? { sellerKind: billing.sellerKind, companyName: billing.companyName ?? '', taxNumber: billing.taxNumber ?? '' }
      : {}),
  };
}
