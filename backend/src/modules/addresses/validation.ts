// Field rules of the address calls (bounds in contract/address.ts). Codes: REQUIRED, TOO_LONG, INVALID_PHONE,
// INVALID_POSTCODE, INVALID_COUNTRY, INVALID_SELLER_KIND; REQUIRED_FOR_COMPANY and the region and country checks
// against the tenant's data are made by the service.
import { z } from 'zod';
import {
  ADDRESS_LIMITS,
  type SaveAddressRequest,
  type SaveBillingAddressRequest,
  SELLER_KINDS,
} from '../../../../contract';
import { optionalText, requiredCountry } from '../../http/fields';
import { requestSchema } from '../../http/requestSchema';

const text = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

const phone = text(ADDRESS_LIMITS.phone)
  .regex(/^\+?[\d\s\-().]+$/, 'INVALID_PHONE')
  .refine((p) => {
    const digits = p.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'INVALID_PHONE');

export const addressFields = {
  id: z.string().trim().min(1).max(64).optional(),
  recipient: text(ADDRESS_LIMITS.recipient),
  phone,
  country: requiredCountry,
  regionCodes: z
    .array(z.string().trim().min(1).max(32), { error: 'INVALID_REGION' })
    .max(5, 'INVALID_REGION')
    .optional()
    .default([]),
  city: z.string({ error: 'INVALID_TYPE' }).trim().max(ADDRESS_LIMITS.city, 'TOO_LONG').optional().default(''),
  street: text(ADDRESS_LIMITS.street),
  postcode: z
    .string({ error: 'INVALID_TYPE' })
    .trim()
    .max(ADDRESS_LIMITS.postcode, 'INVALID_POSTCODE')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$|^$/, 'INVALID_POSTCODE')
    .optional()
    .default(''),
  defaultAddress: z.boolean({ error: 'INVALID_TYPE' }).optional(),
};

export const saveAddressBody = z.object(addressFields);
requestSchema<SaveAddressRequest>()(saveAddressBody); // a drift from the contract type is a compile error
export type AddressInput = z.output<typeof saveAddressBody>;

export const saveBillingAddressBody = z.object({
  ...addressFields,
  sellerKind: z.enum(SELLER_KINDS, { error: 'INVALID_SELLER_KIND' }),
  companyName: optionalText(ADDRESS_LIMITS.companyName),
  taxNumber: optionalText(ADDRESS_LIMITS.taxNumber),
});
requestSchema<SaveBillingAddressRequest>()(saveBillingAddressBody); // a drift from the contract type is a compile error
export type BillingAddressInput = z.output<typeof saveBillingAddressBody>;

export const idParams = z.object({ id: z.string().min(1).max(64) });
