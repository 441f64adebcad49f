// The balance page's first page of ledger entries is loaded by the server and the rest by the panel: both ask
// for the same page size, so the server's page is the panel's first page.
export const TRANSACTIONS_PAGE_SIZE = 10;
