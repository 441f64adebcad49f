// Addresses of the search page's listings that other pages link to: one shop's products ("more from this shop" on
// the product page) and one collection's ("see all" under a home product group). Apart from the search state so
// that those pages do not load the search page's query parsing with their first screen.

/** A heading, not a document: a longer name is cut (the title is only shown, never sent to the API). */
export const LIST_TITLE_MAX = 120;

const titled = (name: string): Record<string, string> => (name ? { title: name.slice(0, LIST_TITLE_MAX) } : {});

/** The listing of one shop's products ("more from this shop"). */
export function shopListHref(shopId: string, name: string): string {
  return `/product-search?${new URLSearchParams({ shopId, ...titled(name) }).toString()}`;
}

/** The listing of one collection's (product group's) products ("see all"). */
export function collectionListHref(collectionId: string, name: string): string {
  return `/product-search?${new URLSearchParams({ productCollectionId: collectionId, ...titled(name) }).toString()}`;
}
