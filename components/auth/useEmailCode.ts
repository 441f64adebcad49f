// Sending an email code, shared by sign-up and forgotten password: a 60-second countdown after each send, and a
// server 429 turned into "try again in N s" with the countdown set to the server's wait.
import { useCallback, useRef, useState } from 'react';
import type { Http } from '@/services/http';
import type { AppError } from '@/services/result';
import { sendEmailCode } from '@/services/user';
import { CODE_RESEND_SECONDS, useCountdown } from './useCountdown';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'rateLimited'; seconds: number }
  | { status: 'failed'; error: AppError };

/**
 * Seconds to wait from a 429: the reference API names them in `fields.retryAfter` and in `detail`
 * ("Retry in 42 s"); other backends may only say it in the message. Without a number: 60.
 */
export function retryAfterSeconds(error: AppError): number {
  const field = Number(error.fields?.retryAfter);
  if (Number.isFinite(field) && field > 0) return Math.min(Math.ceil(field), 3600);
  const source = `${error.detail ?? ''} ${error.message ?? ''}`;
  const match = /(\d+)\s*(?:s\b|sec|second)|retry[-_ ]?after\D*(\d+)/i.exec(source);
  const value = Number(match?.[1] ?? match?.[2]);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 3600) : CODE_RESEND_SECONDS;
}

export function useEmailCode(http: Http) {
  const { start, remaining, running } = useCountdown();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const inFlight = useRef(false);

  const send = useCallback(
    async (email: string) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState({ status: 'sending' });
      try {
        const result = await sendEmailCode(http, { email });
        if (result.ok) {
          // The API may say how long to wait before the next code; otherwise 60 s.
          const wait = (result.data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds;
          start(typeof wait === 'number' && wait > 0 && wait <= 3600 ? wait : CODE_RESEND_SECONDS);
          setState({ status: 'sent', email });
          return true;
        }
        if (result.error.status === 429) {
          const seconds = retryAfterSeconds(result.error);
          start(seconds);
          setState({ status: 'rateLimited', seconds });
        } else {
          setState({ status: 'failed', error: result.error });
        }
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [http, start],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, send, reset, remaining, counting: running };
}
