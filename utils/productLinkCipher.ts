// Encrypts a product link for `/product?url=` exactly as crypto-js does (utils/linkCrypto.ts describes the
// format: OpenSSL "Salted__", AES-256-CBC with PKCS#7 padding, key and IV from the passphrase and salt by
// EVP_BytesToKey with MD5, salt = first 8 bytes of HMAC-SHA256(key, link), base64url without padding).
//
// Why not crypto-js here: every product card computes its href while it renders, in the browser too, so the
// encryption is part of the script a page needs to start; crypto-js brings three times this code (decryption,
// other modes and encodings) for it. Only encryption is here; the server decrypts with crypto-js, and a test
// checks this output byte for byte against crypto-js.

type Bytes = number[];

/** UTF-8 bytes; like crypto-js, throws on a lone surrogate (encodeURIComponent's URIError). */
function utf8(text: string): Bytes {
  const escaped = encodeURIComponent(text);
  const bytes: Bytes = [];
  for (let i = 0; i < escaped.length; i++) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return bytes;
}

const byteAt = (bytes: ArrayLike<number>, index: number): number => bytes[index] ?? 0;
const rotl = (word: number, bits: number) => (word << bits) | (word >>> (32 - bits));
const rotr = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

/** Message padding shared by MD5 and SHA-256: 0x80, zeros, then the bit length in 8 bytes. */
function padded(bytes: Bytes, bigEndian: boolean): Bytes {
  const out = bytes.concat(0x80);
  while (out.length % 64 !== 56) out.push(0);
  const bits = bytes.length * 8;
  const length: Bytes = [];
  for (let i = 0; i < 8; i++) length.push(Math.floor(bits / 2 ** (8 * i)) & 0xff);
  return out.concat(bigEndian ? length.reverse() : length);
}

function wordsToBytes(words: readonly number[], bigEndian: boolean): Bytes {
  const out: Bytes = [];
  for (const word of words) {
    const bytes = [word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff];
    out.push(...(bigEndian ? bytes : bytes.reverse()));
  }
  return out;
}

// Round constants as crypto-js computes them: fractional bits of square and cube roots of the first primes.
const SHA256_INIT: number[] = [];
const SHA256_K: number[] = [];
for (let candidate = 2; SHA256_K.length < 64; candidate++) {
  let prime = true;
  for (let divisor = 2; divisor * divisor <= candidate; divisor++) if (candidate % divisor === 0) prime = false;
  if (!prime) continue;
  const fraction = (n: number) => ((n - (n | 0)) * 0x100000000) | 0;
  if (SHA256_INIT.length < 8) SHA256_INIT.push(fraction(Math.pow(candidate, 1 / 2)));
  SHA256_K.push(fraction(Math.pow(candidate, 1 / 3)));
}

function sha256(message: Bytes): Bytes {
  const state = SHA256_INIT.slice();
  const data = padded(message, true);
  const w = new Array<number>(64).fill(0);
  for (let offset = 0; offset < data.length; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const at = offset + 4 * i;
      w[i] = (byteAt(data, at) << 24) | (byteAt(data, at + 1) << 16) | (byteAt(data, at + 2) << 8) | byteAt(data, at + 3);
    }
    for (let i = 16; i < 64; i++) {
      const a = byteAt(w, i - 15);
      const b = byteAt(w, i - 2);
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (byteAt(w, i - 16) + s0 + byteAt(w, i - 7) + s1) | 0;
    }
    let [a, b, c, d, e, f, g, h] = state.map((word) => word | 0) as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + byteAt(SHA256_K, i) + byteAt(w, i)) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, h].forEach((word, i) => {
      state[i] = (byteAt(state, i) + word) | 0;
    });
  }
  return wordsToBytes(state, true);
}

function hmacSha256(key: Bytes, message: Bytes): Bytes {
  const block = key.length > 64 ? sha256(key) : key.slice();
  while (block.length < 64) block.push(0);
  const inner = sha256(block.map((byte) => byte ^ 0x36).concat(message));
  return sha256(block.map((byte) => byte ^ 0x5c).concat(inner));
}

const MD5_T = Array.from({ length: 64 }, (_, i) => (Math.abs(Math.sin(i + 1)) * 0x100000000) | 0);
const MD5_SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

function md5(message: Bytes): Bytes {
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476].map((word) => word | 0);
  const data = padded(message, false);
  const m = new Array<number>(16).fill(0);
  for (let offset = 0; offset < data.length; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const at = offset + 4 * i;
      m[i] = byteAt(data, at) | (byteAt(data, at + 1) << 8) | (byteAt(data, at + 2) << 16) | (byteAt(data, at + 3) << 24);
    }
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const next = (b + rotl((a + f + byteAt(MD5_T, i) + byteAt(m, g)) | 0, byteAt(MD5_SHIFTS, round * 4 + (i % 4)))) | 0;
      a = d;
      d = c;
      c = b;
      b = next;
    }
    [a, b, c, d].forEach((word, i) => {
      state[i] = (byteAt(state, i) + word) | 0;
    });
  }
  return wordsToBytes(state, false);
}

// AES S-box and doubling in GF(2^8), computed once (as crypto-js does) rather than shipped as tables.
const DOUBLE = Array.from({ length: 256 }, (_, i) => (i < 128 ? i << 1 : (i << 1) ^ 0x11b));
const SBOX = new Array<number>(256).fill(0);
for (let i = 0, x = 0, xi = 0; i < 256; i++) {
  let sx = xi ^ (xi << 1) ^ (xi << 2) ^ (xi << 3) ^ (xi << 4);
  sx = (sx >>> 8) ^ (sx & 0xff) ^ 0x63;
  SBOX[x] = sx;
  const x2 = byteAt(DOUBLE, x);
  const x8 = byteAt(DOUBLE, byteAt(DOUBLE, x2));
  if (!x) {
    x = xi = 1;
  } else {
    x = x2 ^ byteAt(DOUBLE, byteAt(DOUBLE, byteAt(DOUBLE, x8 ^ x2)));
    xi ^= byteAt(DOUBLE, byteAt(DOUBLE, xi));
  }
}

const subWord = (word: number) =>
  (byteAt(SBOX, word >>> 24) << 24) | (byteAt(SBOX, (word >>> 16) & 0xff) << 16) |
  (byteAt(SBOX, (word >>> 8) & 0xff) << 8) | byteAt(SBOX, word & 0xff);

/** The 60 round-key words of AES-256. */
function expandKey(key: Bytes): number[] {
  const words: number[] = [];
  for (let i = 0; i < 8; i++) {
    words.push((byteAt(key, 4 * i) << 24) | (byteAt(key, 4 * i + 1) << 16) | (byteAt(key, 4 * i + 2) << 8) | byteAt(key, 4 * i + 3));
  }
  let rcon = 1;
  for (let i = 8; i < 60; i++) {
    let word = byteAt(words, i - 1);
    if (i % 8 === 0) {
      word = subWord(rotl(word, 8)) ^ (rcon << 24);
      rcon = byteAt(DOUBLE, rcon);
    } else if (i % 8 === 4) {
      word = subWord(word);
    }
    words.push(byteAt(words, i - 8) ^ word);
  }
  return words;
}

function encryptBlock(roundKeys: readonly number[], input: Bytes): Bytes {
  let state = input.slice();
  const addRoundKey = (round: number) => {
    for (let column = 0; column < 4; column++) {
      const word = byteAt(roundKeys, round * 4 + column);
      for (let row = 0; row < 4; row++) state[column * 4 + row] = byteAt(state, column * 4 + row) ^ ((word >>> (24 - 8 * row)) & 0xff);
    }
  };
  addRoundKey(0);
  for (let round = 1; round <= 14; round++) {
    // SubBytes and ShiftRows together: row r of column c comes from column c + r.
    state = state.map((_, at) => byteAt(SBOX, byteAt(state, (at + 4 * (at % 4)) % 16)));
    if (round < 14) {
      for (let column = 0; column < 4; column++) {
        const [a0, a1, a2, a3] = state.slice(column * 4, column * 4 + 4) as [number, number, number, number];
        const x = (value: number) => byteAt(DOUBLE, value);
        state[column * 4] = x(a0) ^ x(a1) ^ a1 ^ a2 ^ a3;
        state[column * 4 + 1] = a0 ^ x(a1) ^ x(a2) ^ a2 ^ a3;
        state[column * 4 + 2] = a0 ^ a1 ^ x(a2) ^ x(a3) ^ a3;
        state[column * 4 + 3] = x(a0) ^ a0 ^ a1 ^ a2 ^ x(a3);
      }
    }
    addRoundKey(round);
  }
  return state;
}

function aes256CbcEncrypt(key: Bytes, iv: Bytes, plain: Bytes): Bytes {
  const roundKeys = expandKey(key);
  const padding = 16 - (plain.length % 16);
  const data = plain.concat(new Array<number>(padding).fill(padding));
  const out: Bytes = [];
  let previous = iv;
  for (let offset = 0; offset < data.length; offset += 16) {
    previous = encryptBlock(roundKeys, data.slice(offset, offset + 16).map((byte, i) => byte ^ byteAt(previous, i)));
    out.push(...previous);
  }
  return out;
}

/** OpenSSL's EVP_BytesToKey with MD5 and one round: 32 key bytes, then 16 IV bytes. */
function keyAndIv(passphrase: Bytes, salt: Bytes): { key: Bytes; iv: Bytes } {
  let derived: Bytes = [];
  let block: Bytes = [];
  while (derived.length < 48) {
    block = md5(block.concat(passphrase, salt));
    derived = derived.concat(block);
  }
  return { key: derived.slice(0, 32), iv: derived.slice(32, 48) };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: Bytes): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (byteAt(bytes, i) << 16) | (byteAt(bytes, i + 1) << 8) | byteAt(bytes, i + 2);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let j = 0; j < chars; j++) out += BASE64URL[(chunk >>> (18 - 6 * j)) & 63];
  }
  return out;
}

const SALTED = utf8('Salted__');

let native: ((url: string, key: string) => string) | null = null;

/**
 * The server registers Node's crypto for the same cipher (services/server/nativeLinkCipher.ts, registered by
 * withPage): identical output, many times faster, and never part of the browser's bundle.
 */
export function registerNativeLinkCipher(encrypt: (url: string, key: string) => string): void {
  native = encrypt;
}

/** Encrypts a product link. Throws on an empty key: that is a configuration error, not a shopper's. */
export function encryptProductLink(url: string, key: string): string {
  if (native) return native(url, key);
  if (!key) throw new Error('encryptProductLink: the product link key is empty (set PRODUCT_LINK_KEY)');
  const passphrase = utf8(key);
  const link = utf8(url);
  const salt = hmacSha256(passphrase, link).slice(0, 8);
  const { key: aesKey, iv } = keyAndIv(passphrase, salt);
  return toBase64Url(SALTED.concat(salt, aes256CbcEncrypt(aesKey, iv, link)));
}
