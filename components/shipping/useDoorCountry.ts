// The country "to your door" prices for: the one the shopper chose (remembered in this browser per tenant, so the
// product page and the cart agree), else the country of their default delivery address, else none (they choose).
import { useEffect, useState } from 'react';
import { listAddresses } from '@/services/address';
import { useHttp, useSession, useTenant } from '@/stores';

const storageKey = (tenantId: string) => `door-country:${tenantId}`;

function remembered(tenantId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(tenantId));
  } catch {
    return null;
  }
}

export function useDoorCountry(): { country: string | null; choose: (country: string) => void } {
  const http = useHttp();
  const tenant = useTenant();
  const { loggedIn } = useSession();
  const [chosen, setChosen] = useState<string | null>(null);
  const [fromAddress, setFromAddress] = useState<string | null>(null);

  // Read after hydration: the server cannot know this browser's choice.
  useEffect(() => {
    const saved = remembered(tenant.id);
    if (saved) {
      const timer = window.setTimeout(() => setChosen(saved), 0);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [tenant.id]);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void listAddresses(http).then((result) => {
      // Without addresses (or when they cannot be read) the shopper chooses; nothing to report.
      if (live && result.ok)
        setFromAddress(result.data.find((a) => a.defaultAddress)?.country ?? result.data[0]?.country ?? null);
    });
    return () => {
      live = false;
    };
  }, [http, loggedIn]);

  const choose = (country: string) => {
    setChosen(country);
    try {
      window.localStorage.setItem(storageKey(tenant.id), country);
    } catch {
      // A full or blocked storage only means the choice is not remembered.
    }
  };
  return { country: chosen ?? fromAddress, choose };
}
