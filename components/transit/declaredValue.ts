// The declared value as the shopper types it: CNY with at most two decimals, from 0 to MAX_DECLARED_VALUE, the
// rule the API applies (the API decides; this only spares a round trip for what it would refuse). Empty is 0.
import { MAX_DECLARED_VALUE } from '@/contract';

export type DeclaredValue = { ok: true; value: number } | { ok: false };

export function parseDeclaredValue(text: string): DeclaredValue {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: 0 };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= MAX_DECLARED_VALUE ? { ok: true, value } : { ok: false };
}
