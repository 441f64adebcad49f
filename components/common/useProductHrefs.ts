// Product addresses (`/product?url=<cipher>`) for the cards a component renders, without the cipher in any page's
// first-load script. A card the server rendered gets the address its loader made (`known`); for any other card (a
// further page of results, recently viewed, a cart changed in the page, product groups loaded while scrolling)
// the browser loads the cipher with import() the first time it needs one, and keeps it for the rest of the visit.
// Until it has arrived such a card shows without a link, as it does without a key.
import { useCallback, useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/stores';
import type { ProductHrefContext } from '@/utils/productHref';

type ProductHrefModule = typeof import('@/utils/productHref');

let loaded: ProductHrefModule | null = null;
let loading: Promise<ProductHrefModule> | null = null;

function loadProductHref(): Promise<ProductHrefModule> {
  loading ??= import('@/utils/productHref').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A chunk that failed to load (a dropped connection) is asked for again by the next card that needs it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The address of a product by its marketplace link, or null while it cannot be made. */
export type ProductHrefOf = (productUrl: string) => string | null;

/**
 * `productUrls`: the links the component shows now (the cipher loads only when one of them has no known address).
 * `known`: addresses the server made for the cards it rendered. `context`: the search context the addresses carry.
 */
export function useProductHrefs(
  productUrls: readonly string[],
  known?: Readonly<Record<string, string>>,
  context: ProductHrefContext = {},
): ProductHrefOf {
  const { productLinkKey } = useRuntimeConfig();
  // The module from an earlier load in this visit; null on the server and while the page hydrates (nothing has
  // loaded it yet), so hydration sees the addresses the server rendered.
  const [cipher, setCipher] = useState<ProductHrefModule | null>(loaded);
  const missing = productLinkKey !== '' && productUrls.some((url) => url !== '' && !known?.[url]);

  useEffect(() => {
    if (!missing || cipher) return;
    let live = true;
    loadProductHref().then(
      (module) => {
        if (live) setCipher(module);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [missing, cipher]);

  const { filters, keyword } = context;
  return useCallback(
    (productUrl: string) =>
      known?.[productUrl] ?? (cipher ? cipher.productHref(productUrl, productLinkKey, { filters, keyword }) : null),
    [known, cipher, productLinkKey, filters, keyword],
  );
}
