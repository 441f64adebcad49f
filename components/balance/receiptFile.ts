// The receipt image of a deposit: a photo or scan the operator must be able to read, so it is sent as chosen (no
// shrinking), only JPEG or PNG, at most 10 MB, to a private key issued for that deposit. Pure checks plus the
// upload itself (token fields posted to the bucket host).
import type { UploadToken } from '@/contract';
import type { ReceiptExt } from '@/services/account';
import type { Result } from '@/services/result';
import { postToBucket } from '@/services/upload';

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png'] as const;

export type ReceiptProblem = 'type' | 'size';

export function receiptExt(file: Pick<File, 'type'>): ReceiptExt | null {
  if (file.type === 'image/jpeg') return 'jpg';
  if (file.type === 'image/png') return 'png';
  return null;
}

export function checkReceipt(file: Pick<File, 'type' | 'size'>): ReceiptProblem | null {
  if (!receiptExt(file)) return 'type';
  if (file.size > RECEIPT_MAX_BYTES) return 'size';
  return null;
}

export function uploadReceipt(token: UploadToken, file: File): Promise<Result<void>> {
  return postToBucket(token, file, file.name || `receipt.${receiptExt(file) ?? 'jpg'}`);
}
