// The tenant's money channels for a balance form, loaded when the form opens, only those that fit the form: a
// top-up by transfer offers every channel one can send money to except cards (a card is paid in the online top-up,
// which credits at once; its own instructions say so), a withdrawal only those that pay out. The first one is
// chosen until the shopper picks another.
import { useEffect, useState } from 'react';
import type { DepositChannel } from '@/contract';
import { getDepositChannels } from '@/services/account';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores';

export type FundChannels =
  | { status: 'loading' }
  | { status: 'ready'; channels: DepositChannel[] }
  | { status: 'failed'; error: AppError };

/** The channels a form offers: see the rule at the top of this file. */
export function channelsFor(purpose: 'deposit' | 'withdrawal', channels: readonly DepositChannel[]): DepositChannel[] {
  return channels.filter((c) => (purpose === 'withdrawal' ? c.withdrawals : c.kind !== 'CARD'));
}

export function useFundChannels(purpose: 'deposit' | 'withdrawal') {
  const http = useHttp();
  const [channels, setChannels] = useState<FundChannels>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [channelId, setChannelId] = useState('');

  useEffect(() => {
    let live = true;
    void getDepositChannels(http).then((result) => {
      if (!live) return;
      const usable = result.ok ? channelsFor(purpose, result.data) : [];
      setChannels(result.ok ? { status: 'ready', channels: usable } : { status: 'failed', error: result.error });
      if (usable[0]) setChannelId((current) => current || usable[0]!.id);
    });
    return () => { live = false; };
  }, [http, purpose, attempt]);

  const retry = () => {
    setChannels({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { channels, channelId, setChannelId, retry };
}
