import AES from 'crypto-js/aes';
import { decryptProductLink, encryptProductLink } from '@/utils/productLinkCipher';

const KEY = 'test-product-link-key';

describe('product link encryption', () => {
  const links = [
    'https://item.taobao.com/item.htm?id=680123456789&spm=a21bo.1&ali_trackid=2:mm_1:1',
    'https://detail.1688.com/offer/654321987654.html',
    'https://m.dewu.com/router/product/ProductDetail?spuId=1234567&title=%E5%BE%97%E7%89%A9',
    'https://www.yiwugo.com/product/detail/934567123.html#top',
    'selfowned://12',
  ];

  it.each(links)('round-trips %s', (link) => {
    const cipher = encryptProductLink(link, KEY);
    expect(decryptProductLink(cipher, KEY)).toBe(link);
  });

  it('produces URL-safe text that survives a query string unencoded', () => {
    for (let i = 0; i < 50; i += 1) {
      const cipher = encryptProductLink(`${links[0]}&n=${i}`, KEY);
      expect(cipher).toMatch(/^[A-Za-z0-9_-]+$/);
      const parsed = new URL(`https://shop.example/product?url=${cipher}&filters=`).searchParams.get('url');
      expect(decryptProductLink(parsed, KEY)).toBe(`${links[0]}&n=${i}`);
    }
  });

  it('encrypts one link the same way every time, and another link or key another way', () => {
    expect(encryptProductLink(links[1]!, KEY)).toBe(encryptProductLink(links[1]!, KEY));
    expect(encryptProductLink(links[2]!, KEY)).not.toBe(encryptProductLink(links[1]!, KEY));
    expect(encryptProductLink(links[1]!, 'another-key')).not.toBe(encryptProductLink(links[1]!, KEY));
  });

  it('still opens a cipher made with a random salt (links shared before ciphers were deterministic)', () => {
    const random = AES.encrypt(links[1]!, KEY).toString().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decryptProductLink(random, KEY)).toBe(links[1]);
  });

  it('returns null for garbage, truncation, a wrong key or no input, without throwing', () => {
    const cipher = encryptProductLink(links[0]!, KEY);
    expect(decryptProductLink(cipher, 'another-key')).toBeNull();
    expect(decryptProductLink(cipher.slice(0, 20), KEY)).toBeNull();
    expect(decryptProductLink('not a cipher!', KEY)).toBeNull();
    expect(decryptProductLink('U2FsdGVkX1', KEY)).toBeNull();
    expect(decryptProductLink('aGVsbG8', KEY)).toBeNull();
    expect(decryptProductLink('', KEY)).toBeNull();
    expect(decryptProductLink(undefined, KEY)).toBeNull();
    expect(decryptProductLink(cipher, '')).toBeNull();
  });

  it('does not accept a cipher of something that is not a web link', () => {
    expect(decryptProductLink(encryptProductLink('hello world', KEY), KEY)).toBeNull();
  });

  it('refuses to encrypt with an empty key', () => {
    expect(() => encryptProductLink(links[0]!, '')).toThrow(/PRODUCT_LINK_KEY/);
  });
});
