import { z } from 'zod';
import { PAY_PASSWORD_PATTERN } from '../../../../contract';

/** A pay password field: exactly 6 digits (REQUIRED / INVALID_PAY_PASSWORD). */
export const payPassword = z
  .string({ error: 'REQUIRED' })
  .min(1, { error: 'REQUIRED' })
  .regex(PAY_PASSWORD_PATTERN, { error: 'INVALID_PAY_PASSWORD' });
