import { BoundedCache } from '@/utils/boundedCache';

describe('BoundedCache', () => {
  it('computes a key once and keeps it', () => {
    const cache = new BoundedCache<string>(10);
    const compute = jest.fn(() => 'value');
    expect(cache.get('a', compute)).toBe('value');
    expect(cache.get('a', compute)).toBe('value');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('forgets the oldest entry beyond its limit', () => {
    const cache = new BoundedCache<number>(2);
    cache.get('a', () => 1);
    cache.get('b', () => 2);
    cache.get('c', () => 3);
    expect(cache.size).toBe(2);
    const again = jest.fn(() => 10);
    expect(cache.get('a', again)).toBe(10);
    expect(again).toHaveBeenCalledTimes(1);
    expect(cache.get('c', () => 0)).toBe(3);
  });
});
