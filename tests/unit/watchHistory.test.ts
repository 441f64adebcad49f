import { act, renderHook } from '@testing-library/react';
import {
  addToWatchHistory,
  clearWatchHistory,
  parseWatchHistory,
  readWatchHistory,
  removeFromWatchHistory,
  useHasWatchHistory,
  useWatchHistory,
  WATCH_HISTORY_KEY,
  WATCH_HISTORY_LIMIT,
  watchItemFromProduct,
  withItem,
  type WatchHistoryItem,
} from '@/stores/watchHistory';
import type { Product } from '@/contract';

function item(id: string, extra: Partial<WatchHistoryItem> = {}): WatchHistoryItem {
  return {
    productId: id,
    coverImage: `/api/files/p/${id}.jpg`,
    productUrl: `https://item.taobao.com/item.htm?id=${id}`,
    name: `Product ${id}`,
    price: 12.5,
    shopName: 'Shop',
    shopWebsite: null,
    channel: 'Taobao',
    ...extra,
  };
}

const stored = () => JSON.parse(localStorage.getItem(WATCH_HISTORY_KEY) ?? 'null') as WatchHistoryItem[] | null;

beforeEach(() => localStorage.clear());

describe('watch history rules', () => {
  it('puts the newest first under one key', () => {
    addToWatchHistory(item('1'));
    addToWatchHistory(item('2'));
    expect(stored()?.map((i) => i.productId)).toEqual(['2', '1']);
    expect(Object.keys(localStorage)).toEqual([WATCH_HISTORY_KEY]);
  });

  it('moves a repeated productId to the front with its newest data', () => {
    addToWatchHistory(item('1'));
    addToWatchHistory(item('2'));
    addToWatchHistory(item('3'));
    addToWatchHistory(item('1', { price: 9.9 }));
    const list = readWatchHistory();
    expect(list.map((i) => i.productId)).toEqual(['1', '3', '2']);
    expect(list[0]?.price).toBe(9.9);
  });

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 1; i <= 25; i += 1) addToWatchHistory(item(String(i)));
    const list = readWatchHistory();
    expect(WATCH_HISTORY_LIMIT).toBe(20);
    expect(list).toHaveLength(20);
    expect(list[0]?.productId).toBe('25');
    expect(list[19]?.productId).toBe('6');
  });

  it('clears', () => {
    addToWatchHistory(item('1'));
    clearWatchHistory();
    expect(readWatchHistory()).toEqual([]);
    expect(localStorage.getItem(WATCH_HISTORY_KEY)).toBeNull();
  });

  it('removes one product', () => {
    addToWatchHistory(item('1'));
    addToWatchHistory(item('2'));
    removeFromWatchHistory('1');
    expect(readWatchHistory().map((i) => i.productId)).toEqual(['2']);
  });

  it('withItem is pure', () => {
    const list = [item('1'), item('2')];
    expect(withItem(list, item('2')).map((i) => i.productId)).toEqual(['2', '1']);
    expect(list.map((i) => i.productId)).toEqual(['1', '2']);
  });
});

describe('corrupt or missing storage', () => {
  it.each(['{not json', '42', '{"a":1}', 'null', '"text"'])('reads %p as empty', (raw) => {
    localStorage.setItem(WATCH_HISTORY_KEY, raw);
    expect(readWatchHistory()).toEqual([]);
    addToWatchHistory(item('1'));
    expect(readWatchHistory().map((i) => i.productId)).toEqual(['1']);
  });

  it('drops malformed and duplicate entries but keeps good ones', () => {
    const raw = JSON.stringify([
      item('1'),
      { productId: 2 },
      null,
      item('3', { channel: 'Nowhere' as never }),
      item('1'),
      item('4'),
    ]);
    expect(parseWatchHistory(raw).map((i) => i.productId)).toEqual(['1', '4']);
  });

  it('survives a storage that throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => addToWatchHistory(item('1'))).not.toThrow();
    spy.mockRestore();
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readWatchHistory()).toEqual([]);
    get.mockRestore();
  });

  it('works without any localStorage (blocked storage, like a server render)', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readWatchHistory()).toEqual([]);
    expect(() => addToWatchHistory(item('1'))).not.toThrow();
    expect(() => clearWatchHistory()).not.toThrow();
    spy.mockRestore();
  });

  it('ignores an invalid item', () => {
    addToWatchHistory({ ...item('1'), productId: '' });
    expect(readWatchHistory()).toEqual([]);
  });
});

describe('useWatchHistory', () => {
  it('reflects adds and clears in this tab', () => {
    const { result } = renderHook(() => useWatchHistory());
    expect(result.current.items).toEqual([]);
    act(() => result.current.add(item('1')));
    act(() => result.current.add(item('2')));
    expect(result.current.items.map((i) => i.productId)).toEqual(['2', '1']);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useWatchHistory());
    act(() => {
      // Another tab wrote the key; this tab only hears the event.
      localStorage.setItem(WATCH_HISTORY_KEY, JSON.stringify([item('7'), item('8')]));
      window.dispatchEvent(new StorageEvent('storage', { key: WATCH_HISTORY_KEY }));
    });
    expect(result.current.items.map((i) => i.productId)).toEqual(['7', '8']);
  });

  it('keeps the same array while nothing changes (no render loop)', () => {
    addToWatchHistory(item('1'));
    const { result, rerender } = renderHook(() => useWatchHistory());
    const first = result.current.items;
    rerender();
    expect(result.current.items).toBe(first);
  });
});

describe('useHasWatchHistory', () => {
  it('says no in its first render, as the server did, and yes once mounted', () => {
    addToWatchHistory(item('1'));
    const seen: boolean[] = [];
    renderHook(() => {
      const has = useHasWatchHistory();
      seen.push(has);
      return has;
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('follows adds, clears and other tabs', () => {
    const { result } = renderHook(() => useHasWatchHistory());
    expect(result.current).toBe(false);
    act(() => addToWatchHistory(item('1')));
    expect(result.current).toBe(true);
    act(() => clearWatchHistory());
    expect(result.current).toBe(false);
    act(() => {
      localStorage.setItem(WATCH_HISTORY_KEY, JSON.stringify([item('7')]));
      window.dispatchEvent(new StorageEvent('storage', { key: WATCH_HISTORY_KEY }));
    });
    expect(result.current).toBe(true);
  });
});

it('builds an entry from a product', () => {
  const product = {
    productId: 'p1',
    platform: 'Alibaba',
    productUrl: 'https://detail.1688.com/offer/1.html',
    title: 'Cup',
    images: ['/api/files/a.jpg', '/api/files/b.jpg'],
    shop: { id: 's', name: 'Yiwu Cups', website: 'https://cups.1688.com' },
    minPrice: 3.2,
  } as Product;
  expect(watchItemFromProduct(product)).toEqual({
    productId: 'p1',
    coverImage: '/api/files/a.jpg',
    productUrl: 'https://detail.1688.com/offer/1.html',
    name: 'Cup',
    price: 3.2,
    shopName: 'Yiwu Cups',
    shopWebsite: 'https://cups.1688.com',
    channel: 'Alibaba',
  });
});
