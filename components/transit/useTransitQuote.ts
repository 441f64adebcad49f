// The server's quote for what the transit form shows (parcels, line, country, declared value, services), asked
// again when any of them changes, a moment after the last keystroke; the latest request wins. While a new quote
// is on its way the last one stays on screen marked stale, so the total does not blink at every keystroke. Null
// while the form lacks a line or a country.
import { useEffect, useState } from 'react';
import type { TransitQuote, TransitQuoteRequest } from '@/contract';
import { idle, settle, type Remote } from '@/components/common/remote';
import { quoteTransitOrder } from '@/services/transit';
import { useHttp } from '@/stores/http';

const SETTLE_MS = 300;

export interface QuoteView {
  load: Remote<TransitQuote>;
  /** The quote shown is for an earlier request; the current one is on its way. */
  stale: boolean;
}

export function useTransitQuote(request: TransitQuoteRequest | null): QuoteView | null {
  const http = useHttp();
  const key = request ? JSON.stringify(request) : null;
  // The answer with the request it answers: another request's answer is stale (or, failed, still loading).
  const [answer, setAnswer] = useState<{ key: string; load: Remote<TransitQuote> } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      void quoteTransitOrder(http, JSON.parse(key) as TransitQuoteRequest).then((result) => {
        if (live) setAnswer({ key, load: settle(idle, result) });
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, key]);

  if (!key) return null;
  if (answer?.key === key) return { load: answer.load, stale: false };
  return answer?.load.status === 'ready'
    ? { load: answer.load, stale: true }
    : { load: { status: 'loading', data: null }, stale: false };
}
