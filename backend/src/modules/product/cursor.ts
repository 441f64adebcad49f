import crypto from 'node:crypto';

/*
 * The opaque `nextPage` cursor of a search: the page it points to, tied to the query that produced it (a
 * signature of the criteria, paging aside). A cursor replayed with another query is refused rather than
 * silently giving a page of something else. Not a secret: it only has to be tamper-evident enough to catch
 * mix-ups, so a plain hash of the criteria is enough.
 */

export interface CursorPayload {
  page: number;
}

function signature(criteria: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(criteria)).digest('base64url').slice(0, 16);
}

export function encodeCursor(page: number, criteria: unknown): string {
  return Buffer.from(JSON.stringify({ v: 1, p: page, s: signature(criteria) })).toString('base64url');
}

/** The page of a cursor made for these criteria, or null when it is malformed or belongs to another query. */
export function decodeCursor(cursor: string, criteria: unknown): CursorPayload | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      v?: unknown;
      p?: unknown;
      s?: unknown;
    };
    if (parsed.v !== 1 || typeof parsed.p !== 'number' || !Number.isInteger(parsed.p) || parsed.p < 1) return null;
    if (parsed.s !== signature(criteria)) return null;
    return { page: parsed.p };
  } catch {
    return null;
  }
}
