/*
 * Text preparation for keyword search, shared by the seed (documents) and the search (queries) so both sides
 * produce the same tokens. PostgreSQL's 'simple' text-search configuration only splits on spaces and
 * punctuation, which leaves Chinese (written without spaces) as one long token. So we tokenise here:
 *
 * - Latin letters and digits: lower-case words, with a light plural stemming (dresses → dress, shoes → shoe),
 *   and hyphenated words also joined (t-shirt → t, shirt, tshirt);
 * - Chinese (and other CJK) runs: in documents every character and every overlapping pair (连衣裙 → 连 衣 裙 连衣
 *   衣裙); in queries the pairs only (a one-character run stays a single character), so a query matches exactly
 *   the documents that contain it as a substring (for runs of up to two characters, and as overlapping pairs
 *   beyond).
 *
 * - Latin letters lose their accents first (écharpe → echarpe), so a French or Spanish query typed with or without
 *   them matches;
 * - Thai and Lao, also written without spaces, as overlapping character pairs like Chinese (ชุดเดรส → ชุ ุด ดเ …);
 * - Arabic and other scripts as words, Arabic lightly normalised (no vowel marks or tatweel, one alef, ى → ي,
 *   ة → ه, a leading ال dropped), so فستان finds الفستان.
 *
 * Tokens outside [a-z0-9] and CJK (Thai, Lao, Arabic, Cyrillic ...) are written as 'x' and the hex of their
 * characters: the 'simple' parser of every PostgreSQL build then keeps each as one word, whatever the server's
 * locale thinks of combining marks. The output is a space-separated token string that `to_tsvector('simple', …)`
 * keeps as is, and query terms safe to pass to `to_tsquery('simple', …)` (only [a-z0-9] and CJK characters).
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/;
/** Thai and Lao: written without spaces between words. */
const SOUTHEAST_ASIAN = /[\u0e00-\u0eff]/;
/**
 * Splits text into CJK runs, Thai/Lao runs, Latin/digit words and words of other scripts (letters with their
 * combining marks); anything else separates.
 */
const PIECES =
  /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+|[\u0e00-\u0eff]+|[a-z0-9]+(?:-[a-z0-9]+)*|[\p{L}\p{M}]+/gu;
const LATIN_WORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Light English plural stemming, applied to documents and queries alike. */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

function normalise(text: string): string {
  // Accents off Latin letters only (combining diacritics U+0300–U+036F): Thai, Lao and Arabic marks are letters'
  // parts there and stay.
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** Arabic written one way: no vowel marks or tatweel, one alef, final ى/ة as ي/ه, no leading definite article. */
function arabicWord(word: string): string {
  const plain = word
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647');
  return plain.startsWith('\u0627\u0644') && plain.length > 4 ? plain.slice(2) : plain;
}

/** A token of another script as [a-z0-9]: 'x' and four hex digits per UTF-16 unit. */
function encoded(token: string): string {
  let out = 'x';
  for (let i = 0; i < token.length; i++) out += token.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
}

/** Overlapping pairs of a run written without spaces (a one-character run stays itself). */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

/** Tokens of a piece that is neither CJK nor a Latin word. */
function otherScriptTokens(piece: string): string[] {
  if (SOUTHEAST_ASIAN.test(piece)) return pairs(piece).map(encoded);
  return [encoded(/[\u0600-\u06ff]/.test(piece) ? arabicWord(piece) : piece)];
}

function latinTokens(word: string): string[] {
  const parts = word.split('-').filter(Boolean).map(stem);
  return parts.length > 1 ? [...parts, stem(parts.join(''))] : parts;
}

/** Tokens of a document (title, category, shop ...), as one string for to_tsvector('simple', …). */
export function documentTokens(...texts: readonly (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const piece of normalise(text).match(PIECES) ?? []) {
      if (CJK.test(piece)) {
        const chars = [...piece];
        out.push(...chars);
        for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
      } else if (LATIN_WORD.test(piece)) {
        out.push(...latinTokens(piece));
      } else {
        out.push(...otherScriptTokens(piece));
      }
    }
  }
  return out.join(' ');
}

/** Query terms: each must match for a document to be a full match. Duplicates removed, order kept. */
export function queryTerms(query: string): string[] {
  const out: string[] = [];
  for (const piece of normalise(query).match(PIECES) ?? []) {
    if (CJK.test(piece)) {
      const chars = [...piece];
      if (chars.length === 1) out.push(piece);
      for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
    } else if (!LATIN_WORD.test(piece)) {
      out.push(...otherScriptTokens(piece));
    } else {
      // A hyphenated query word matches its joined form (t-shirt ↔ tshirt) as documents hold both.
      const parts = piece.split('-').filter(Boolean);
      out.push(stem(parts.join('')));
    }
  }
  return [...new Set(out)].slice(0, 32);
}

/** `a & b & c` (every term) or `a | b | c` (any term), for to_tsquery('simple', …); null without terms. */
export function tsQuery(terms: readonly string[], mode: 'all' | 'any'): string | null {
  const safe = terms.filter((t) =>
    /^[a-z0-9\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+$/.test(t),
  );
  if (safe.length === 0) return null;
  return safe.join(mode === 'all' ? ' & ' : ' | ');
}

/** Escapes LIKE wildcards so user text is matched literally inside `%…%`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How many of `n` query terms a product must contain: one or two terms all, longer queries two in three. So
 * "韩版连衣裙" (pairs 韩版 版连 连衣 衣裙) still finds "韩版宽松纯棉连衣裙", whose text lacks the pair 版连, and
 * "red cotton dress" still lists cotton dresses when none is red. Products holding more of the terms rank first.
 */
export function requiredMatches(n: number): number {
  return n <= 2 ? n : Math.ceil((n * 2) / 3);
}
