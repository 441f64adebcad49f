// As the shopper types an email on the sign-up form, ask the API (debounced) whether it is still free, so
// "already registered" shows under the field before they fill in everything else.
import { useEffect, useState } from 'react';
import type { Http } from '@/services/http';
import { checkEmailAvailable } from '@/services/user';
import { normaliseEmail, validateEmail } from '@/components/common/form/validation';
import { useDebouncedValue } from './useDebouncedValue';

export const EMAIL_CHECK_DEBOUNCE_MS = 500;

export type Availability = 'unknown' | 'checking' | 'available' | 'taken';

export function useEmailAvailability(http: Http, email: string): Availability {
  const normalised = normaliseEmail(email);
  const debounced = useDebouncedValue(normalised, EMAIL_CHECK_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ email: string; available: boolean | null } | null>(null);

  useEffect(() => {
    if (!debounced || validateEmail(debounced)) return undefined;
    let live = true;
    void checkEmailAvailable(http, debounced).then((result) => {
      // A failed check says nothing ("unknown"): sign-up itself will answer authoritatively.
      if (live) setAnswer({ email: debounced, available: result.ok ? result.data.available : null });
    });
    return () => {
      live = false;
    };
  }, [http, debounced]);

  if (!normalised || validateEmail(normalised)) return 'unknown';
  if (answer && answer.email === normalised) {
    if (answer.available === null) return 'unknown';
    return answer.available ? 'available' : 'taken';
  }
  // Typing, or the request for this address is in flight.
  return 'checking';
}
