// The pay password's one rule, checked before a call so a typo is caught without spending one of the five tries.
import { PAY_PASSWORD_PATTERN } from '@/contract';

export const PAY_PASSWORD_LENGTH = 6;

export function isPayPassword(value: string): boolean {
  return PAY_PASSWORD_PATTERN.test(value);
}
