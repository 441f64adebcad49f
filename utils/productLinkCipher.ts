// The product-link cipher: the one implementation, on crypto-js, for the server and the browser.
//
// The product page takes its marketplace link encrypted (`/product?url=<cipher>`), so links in our URLs are
// opaque and the server decrypts with the same key (runtime setting PRODUCT_LINK_KEY).
//
// Format: crypto-js AES with a passphrase (OpenSSL "Salted__" format: AES-256-CBC key and IV derived from the
// passphrase and an 8-byte salt by EVP_BytesToKey with MD5), written as base64url without padding ('+' → '-',
// '/' → '_', no '='), so the cipher survives a query string even where a caller forgets to encode it.
//
// The salt is the first 8 bytes of HMAC-SHA256(key, link), not random: the IV is then derived from the link and
// the key, so one link always encrypts to the same cipher. Server and browser render the same href (no hydration
// mismatch), and a cached page stays byte-identical. Equal ciphers only reveal that two links are equal, which the
// product page's URL shows anyway. Decryption reads the salt from the cipher, so ciphers made with a random salt
// still open.
//
// Browser code never imports this module statically (it would put crypto-js into a page's first-load script):
// server loaders make the addresses of the cards they render, and the browser loads the cipher with import() only
// when it must address a product itself (components/common/useProductHrefs.ts, the search box's pasted link).
import AES from 'crypto-js/aes';
import Core from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import { BoundedCache } from './boundedCache';

const SALT_BYTES = 8;

const ciphers = new BoundedCache<string>(5000);

function toBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

/**
 * Encrypts a product link. Throws on an empty key (a configuration error, not a shopper's) and, as crypto-js's
 * UTF-8 encoder does, on text that is not valid Unicode (URIError).
 */
export function encryptProductLink(url: string, key: string): string {
  if (!key) throw new Error('encryptProductLink: the product link key is empty (set PRODUCT_LINK_KEY)');
  // One link always encrypts to the same cipher, so a link met again (the same search, a popular product) is
  // not encrypted again: crypto-js takes a tenth of a millisecond per link.
  return ciphers.get(`${key}\n${url}`, () => {
    const salt = Core.lib.WordArray.create(HmacSHA256(url, key).words.slice(0, SALT_BYTES / 4), SALT_BYTES);
    return toBase64Url(AES.encrypt(url, key, { salt }).toString());
  });
}

/**
 * The link inside `cipher`, or null when the text is not a cipher of a product link (http(s) or selfowned://)
 * under `key` (garbage, a truncated value, the wrong key). Never throws: the product page shows the wrong-link
 * modal on null.
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
