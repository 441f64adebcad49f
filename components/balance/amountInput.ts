// An amount typed by the shopper: CNY with at most two decimals, above zero. The server checks the channel's
// minimum and the balance; this only refuses what cannot be an amount at all.
export function parseAmount(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}
