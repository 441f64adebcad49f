import { splitIsolates } from '@/components/common/IsolatedText';

describe('splitIsolates', () => {
  it('splits text into plain runs and isolated values, dropping the marks', () => {
    expect(splitIsolates('Order \u2068PO1\u2069 paid: \u2068CNY 5.00\u2069.')).toEqual([
      { text: 'Order ', isolated: false },
      { text: 'PO1', isolated: true },
      { text: ' paid: ', isolated: false },
      { text: 'CNY 5.00', isolated: true },
      { text: '.', isolated: false },
    ]);
  });

  it('leaves text without isolates, or with a stray mark, as one plain run', () => {
    expect(splitIsolates('Welcome to GlobalBuy')).toEqual([{ text: 'Welcome to GlobalBuy', isolated: false }]);
    expect(splitIsolates('broken \u2068mark')).toEqual([{ text: 'broken \u2068mark', isolated: false }]);
    expect(splitIsolates('')).toEqual([]);
  });
});
