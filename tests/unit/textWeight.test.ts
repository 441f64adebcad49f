import { textWeight, truncateByWeight } from '@/components/search/results/textWeight';

describe('textWeight', () => {
  it('counts characters up to code 255 as 1 and above as 2', () => {
    expect(textWeight('')).toBe(0);
    expect(textWeight('abc')).toBe(3);
    expect(textWeight('café')).toBe(4); // é is 233
    expect(textWeight('ÿ')).toBe(1); // 255
    expect(textWeight('Ā')).toBe(2); // 256
    expect(textWeight('淘宝')).toBe(4);
    expect(textWeight('Nike 女鞋')).toBe(9);
    expect(textWeight('ສິນຄ້າ')).toBe(12);
  });

  it('counts an emoji written as a surrogate pair once', () => {
    expect(textWeight('😀')).toBe(2);
    expect(textWeight('a😀b')).toBe(4);
  });
});

describe('truncateByWeight', () => {
  it('returns text that fits unchanged', () => {
    expect(truncateByWeight('hello', 5)).toBe('hello');
    expect(truncateByWeight('淘宝', 4)).toBe('淘宝');
  });

  it('cuts to the weight including the ellipsis', () => {
    expect(truncateByWeight('hello world', 8)).toBe('hello...');
    expect(textWeight(truncateByWeight('hello world', 8))).toBe(8);
    expect(truncateByWeight('淘宝天猫京东', 7)).toBe('淘宝...');
    expect(truncateByWeight('淘宝天猫京东', 8)).toBe('淘宝...');
  });

  it('takes a custom ellipsis or none', () => {
    expect(truncateByWeight('hello world', 6, '…')).toBe('hell…');
    expect(truncateByWeight('hello world', 5, '')).toBe('hello');
  });

  it('never splits a surrogate pair', () => {
    const out = truncateByWeight('ab😀😀', 3, '');
    expect(out).toBe('ab');
    expect(out).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(truncateByWeight('😀😀😀', 4, '')).toBe('😀😀');
  });

  it('drops an ellipsis longer than the limit and handles zero', () => {
    expect(truncateByWeight('hello', 2)).toBe('he');
    expect(truncateByWeight('hello', 0)).toBe('');
    expect(truncateByWeight('hello', -3)).toBe('');
  });
});
