// Bad bytes in a request are the client's mistake, answered 400 before any handler (or the database, which
// refuses NUL in text and would otherwise turn them into a 500): a NUL or other control character anywhere in
// the path or query once decoded, percent-encoding that is not valid UTF-8, and "\u0000" inside a JSON body.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// C0 controls and DEL; tab, CR and LF are as unwelcome in a URL as the rest.
const CONTROL = /[\u0000-\u001f\u007f]/;

export const badBytes = (where: string) =>
  new AppError(400, 'BAD_REQUEST', `The request ${where} contains characters that are not allowed`);

/** True when the raw URL (path and query) decodes to text without control characters. */
export function isCleanUrl(rawUrl: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawUrl.replace(/\+/g, ' '));
  } catch {
    return false; // a lone '%', or percent-encoded bytes that are not UTF-8
  }
  return !CONTROL.test(decoded) && !CONTROL.test(rawUrl) && !decoded.includes('\ufffd');
}

/** A JSON text whose strings or keys carry an escaped NUL. */
export function jsonHasNul(text: string): boolean {
  return /(^|[^\\])(\\\\)*\\u0000/i.test(text);
}

export function installRequestByteChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isCleanUrl(request.raw.url ?? '')) throw badBytes('address');
  });
}
