// The tenant's money channels for a balance form, loaded when the form opens: all of them to top up, only those
// that pay out to withdraw. The first one is chosen until the shopper picks another.
import { useEffect, useState } from 'react';
import type { DepositChannel } from '@/contract';
import { getDepositChannels } from '@/services/account';
import type { AppError } from '@/services/result';
import { useHttp } from '@/stores';

export type FundChannels =
  | { status: 'loading' }
  | { status: 'ready'; channels: DepositChannel[] }
  | { status: 'failed'; error: AppError };

export function useFundChannels(purpose: 'deposit' | 'withdrawal') {
  const http = useHttp();
  const [channels, setChannels] = useState<FundChannels>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [channelId, setChannelId] = useState('');

  useEffect(() => {
    let live = true;
    void getDepositChannels(http).then((result) => {
      if (!live) return;
      const usable = result.ok ? (purpose === 'withdrawal' ? result.data.filter((c) => c.withdrawals) : result.data) : [];
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
