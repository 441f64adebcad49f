// An amount typed by the shopper: CNY with at most two decimals, above zero. The server checks the channel's
// minimum and the balance; this only refuses what cannot be an amount at all.
export function parseAmount(text: string): number | null {
  const value = normalise(text);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

/** The text to show for an amount parseAmount refused: too many digits is told apart from what is not an amount. */
export function amountErrorKey(text: string): 'balance:amount.invalid' | 'balance:amount.tooLarge' {
  return /^\d{10,}(\.\d*)?$/.test(normalise(text)) ? 'balance:amount.tooLarge' : 'balance:amount.invalid';
}

function normalise(text: string): string {
  return text.trim().replace(/,/g, '');
}
