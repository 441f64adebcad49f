import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/*
 * The product page takes its marketplace link encrypted (`/product?url=<cipher>`), so links in our URLs are
 * opaque and the server decrypts with the same key (runtime setting PRODUCT_LINK_KEY).
 *
 * Format: crypto-js AES with a passphrase (OpenSSL "Salted__" format: AES key and IV derived from the passphrase
 * and an 8-byte salt), written as base64url without padding ('+' → '-', '/' → '_', no '='), so the cipher
 * survives a query string even where a caller forgets to encode it.
 *
 * The salt is the first 8 bytes of HMAC-SHA256(key, link), not random: the IV is then derived from the link and
 * the key, so one link always encrypts to the same cipher. Server and browser render the same href (no hydration
 * mismatch, no precomputed hrefs sent with a page), and a cached page stays byte-identical. Equal ciphers only
 * reveal that two links are equal, which the product page's URL shows anyway. Decryption reads the salt from the
 * cipher, so ciphers made with a random salt still open.
 *
 * Encryption is utils/productLinkCipher.ts, written without crypto-js because browsers run it for every product
 * card; browser code imports it from there. Decryption (the product page's server loader) stays on crypto-js.
 */
export { encryptProductLink } from './productLinkCipher';

function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

/**
 * The link inside `cipher`, or null when the text is not a cipher of a product link (http(s) or selfowned://)
 * under `key` (garbage, a truncated value, the wrong key). Never throws: the product page shows the wrong-link modal on null.
 */
export function decryptProductLink(cipher: string | null | undefined, key: string): string | null {
  if (!cipher || !key || !/^[A-Za-z0-9_\-+/=]+$/.test(cipher)) return null;
  try {
    const plain = AES.decrypt(fromBase64Url(cipher), key).toString(Utf8);
    // A wrong key can still yield valid UTF-8 by chance; only a link is a real result.
    if (!/^(?:https?|selfowned):\/\/\S+$/i.test(plain)) return null;
    new URL(plain);
    return plain;
  } catch {
    return null;
  }
}
