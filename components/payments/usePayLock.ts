// The pay password's lock: paying is refused until a time after five wrong pay passwords, and the lock ends by
// itself at that time. The account says whether the form opened locked (and for how long, to say so before any
// refusal); a refusal with a lock starts a new one.
import { useEffect, useState } from 'react';
import type { UserAccount } from '@/contract';

function lockEnd(account: UserAccount): number | null {
  const end = account.payPasswordLockedUntil ? Date.parse(account.payPasswordLockedUntil) : NaN;
  return Number.isFinite(end) && end > Date.now() ? end : null;
}

export function usePayLock(account: UserAccount) {
  // Milliseconds since the epoch when paying is allowed again, or null when it is now.
  const [lockedUntil, setLockedUntil] = useState<number | null>(() => lockEnd(account));
  // The seconds left when the form opened (0 when it opened unlocked): fixed, as the notice that uses it.
  const [openedLockSeconds] = useState(() => {
    const end = lockEnd(account);
    return end === null ? 0 : Math.ceil((end - Date.now()) / 1000);
  });

  useEffect(() => {
    if (lockedUntil === null) return undefined;
    const timer = window.setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lockedUntil]);

  return {
    locked: lockedUntil !== null,
    openedLockSeconds,
    lockFor: (seconds: number) => setLockedUntil(Date.now() + seconds * 1000),
  };
}
