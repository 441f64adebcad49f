// The tenant's money channels for a balance form, loaded when the form opens, only those that fit the form: a
// top-up by transfer offers every channel one can send money to except cards (a card is paid in the online top-up,
// which credits at once; its own instructions say so), a withdrawal only those that pay out. The first one is
// chosen until the shopper picks another.
import { useCallback, useState } from 'react';
import type { DepositChannel } from '@/contract';
import { useRemoteLoad } from '@/components/common/useRemote';
import { getDepositChannels } from '@/services/account';
import { mapResult } from '@/services/result';
import { useHttp } from '@/stores';

/** The channels a form offers: see the rule at the top of this file. */
export function channelsFor(purpose: 'deposit' | 'withdrawal', channels: readonly DepositChannel[]): DepositChannel[] {
  return channels.filter((c) => (purpose === 'withdrawal' ? c.withdrawals : c.kind !== 'CARD'));
}

export function useFundChannels(purpose: 'deposit' | 'withdrawal') {
  const http = useHttp();
  const [channelId, setChannelId] = useState('');
  const load = useCallback(async () => {
    const result = mapResult(await getDepositChannels(http), (all) => channelsFor(purpose, all));
    const first = result.ok ? result.data[0] : undefined;
    if (first) setChannelId((current) => current || first.id);
    return result;
  }, [http, purpose]);
  const { state: channels, retry } = useRemoteLoad<DepositChannel[]>(load);
  return { channels, channelId, setChannelId, retry };
}
