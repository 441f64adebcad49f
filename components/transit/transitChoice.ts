// The transit form's line choice: the shopper's pick while it can still take the shipment, else the cheapest line
// that can (the server lists allowed lines first, cheapest first). Collection at a pickup point needs a line that
// offers it.
import type { ShippingEstimateLine } from '@/contract';

export type Destination = { kind: 'delivery'; addressId: string | null } | { kind: 'pickup'; pickupId: string | null };

export function lineFits(line: ShippingEstimateLine, kind: Destination['kind']): boolean {
  return line.allowed && (kind === 'delivery' || line.selfPickupAvailable);
}

export function chooseLine(
  lines: readonly ShippingEstimateLine[],
  picked: string | null,
  kind: Destination['kind'],
): ShippingEstimateLine | null {
  const mine = lines.find((l) => l.transitOptionName === picked);
  if (mine && lineFits(mine, kind)) return mine;
  return lines.find((l) => lineFits(l, kind)) ?? null;
}
