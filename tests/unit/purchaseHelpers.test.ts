// Pure helpers of the purchase pages: the day range sent to the ledger (tenant zone, `to` exclusive), the order
// list's URL state, the batch selection's amount in fen, typed amounts, receipt checks, and the pay password rule.
import { isOrderedRange, rangeParams } from '@/components/balance/dateRange';
import { amountErrorKey, parseAmount } from '@/components/balance/amountInput';
import { checkReceipt, RECEIPT_MAX_BYTES } from '@/components/balance/receiptFile';
import { listRequest, orderQueryParams, parseOrderId, parseOrderQuery } from '@/components/orders/orderQuery';
import { balanceAfter } from '@/components/payments/PayForm';
import { isPayPassword } from '@/components/payments/payPassword';
import { parsePendingQuery, unpaidRequest } from '@/components/payments/pendingQuery';
import { selectionTotal } from '@/components/payments/selectionTotal';
import type { Payment } from '@/contract';

describe('rangeParams', () => {
  it('sends the start of the first day and the start of the day after the last, in the tenant zone', () => {
    expect(rangeParams({ from: '2026-03-01', to: '2026-03-31' }, 8)).toEqual({
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-31T16:00:00.000Z',
    });
    expect(rangeParams({ from: '2026-03-01', to: null }, 5.75)).toEqual({ from: '2026-02-28T18:15:00.000Z' });
    expect(rangeParams({ from: null, to: '2026-01-01' }, 0)).toEqual({ to: '2026-01-02T00:00:00.000Z' });
    expect(rangeParams({ from: 'not-a-day', to: null }, 0)).toEqual({});
  });

  it('accepts open ranges and refuses a last day before the first', () => {
    expect(isOrderedRange({ from: null, to: '2026-01-01' })).toBe(true);
    expect(isOrderedRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isOrderedRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
  });
});

describe('order list URL state', () => {
  it('reads a tab, a search and a page, ignoring what is not one', () => {
    expect(parseOrderQuery({ status: 'PAID', orderNo: ' PO12 ', page: '3' })).toEqual({
      status: 'PAID',
      orderNo: 'PO12',
      page: 3,
    });
    expect(parseOrderQuery({ status: 'SHIPPED', page: '-1' })).toEqual({ status: 'ALL', orderNo: '', page: 1 });
    expect(parseOrderId({ id: 'abc' })).toBe('abc');
    expect(parseOrderId({ id: '' })).toBeNull();
  });

  it('writes only what differs from the plain page, and asks the API for the same', () => {
    expect(orderQueryParams({ status: 'ALL', orderNo: '', page: 1 })).toEqual({});
    expect(orderQueryParams({ status: 'CLOSED', orderNo: 'PO', page: 2 })).toEqual({
      status: 'CLOSED',
      orderNo: 'PO',
      page: '2',
    });
    expect(listRequest({ status: 'ALL', orderNo: '', page: 2 })).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('reads the batch page filter', () => {
    expect(parsePendingQuery({ type: 'TRANSIT', orderNo: 'T1' })).toEqual({ type: 'TRANSIT', orderNo: 'T1' });
    expect(unpaidRequest(parsePendingQuery({ type: 'OTHER' }))).toEqual({ pageNo: 1, pageSize: 100 });
  });
});

describe('money helpers', () => {
  const payment = (paymentNo: string, amount: number): Payment => ({
    paymentNo,
    orderType: 'PURCHASE',
    orderNo: paymentNo,
    amount,
    status: 'UNPAID',
    createdAt: '',
    paidAt: null,
  });

  it('adds the selected payments in whole fen', () => {
    const list = [payment('a', 0.1), payment('b', 0.2), payment('c', 99.99)];
    expect(selectionTotal(list, new Set(['a', 'b']))).toBe(0.3);
    expect(selectionTotal(list, new Set(['c', 'zzz']))).toBe(99.99);
    expect(selectionTotal(list, new Set())).toBe(0);
  });

  it('shows the balance after in fen, going below zero when it does not cover', () => {
    expect(balanceAfter(100.1, 0.2)).toBe(99.9);
    expect(balanceAfter(10, 30.5)).toBe(-20.5);
  });

  it('reads a typed amount with at most two decimals above zero', () => {
    expect(parseAmount('1,000.5', 'en')).toBe(1000.5);
    expect(parseAmount(' 12 ', 'en')).toBe(12);
    expect(parseAmount('0', 'en')).toBeNull();
    expect(parseAmount('1.234', 'en')).toBeNull();
    expect(parseAmount('-5', 'en')).toBeNull();
    expect(parseAmount('abc', 'en')).toBeNull();
  });

  it("reads the decimal and grouping marks of the page's language, and never a comma as nothing", () => {
    // A comma where English puts no grouping mark is refused, not dropped (it was read as 105).
    expect(parseAmount('10,5', 'en')).toBeNull();
    expect(parseAmount('1,00', 'en')).toBeNull();
    expect(parseAmount('10,5', 'fr')).toBe(10.5);
    expect(parseAmount('10.5', 'fr')).toBe(10.5);
    expect(parseAmount('1 000,50', 'fr')).toBe(1000.5);
    expect(parseAmount('1\u202f000,50', 'fr')).toBe(1000.5);
    expect(parseAmount('10,5', 'es')).toBe(10.5);
    expect(parseAmount('1.000,5', 'es')).toBe(1000.5);
    expect(parseAmount('10.5', 'es')).toBeNull();
    // Lao writes numbers as Indonesian does: "." groups, "," is the decimal mark.
    expect(parseAmount('60,5', 'lo')).toBe(60.5);
    expect(parseAmount('1.000', 'lo')).toBe(1000);
    // The digits and signs of an Arabic keyboard.
    expect(parseAmount('\u0662\u0665', 'ar')).toBe(25);
    expect(parseAmount('\u0662\u0665\u066b\u0665', 'ar')).toBe(25.5);
    expect(parseAmount('25.5', 'ar')).toBe(25.5);
  });

  it('tells a refused amount with too many digits apart from one that is not an amount', () => {
    expect(parseAmount('99999999999999', 'en')).toBeNull();
    expect(amountErrorKey('99999999999999', 'en')).toBe('balance:amount.tooLarge');
    expect(amountErrorKey('1,234,567,890.5', 'en')).toBe('balance:amount.tooLarge');
    expect(amountErrorKey('12a', 'en')).toBe('balance:amount.invalid');
    expect(amountErrorKey('0', 'en')).toBe('balance:amount.invalid');
    expect(amountErrorKey('1.234', 'en')).toBe('balance:amount.invalid');
  });

  it('accepts a JPEG or PNG receipt up to 10 MB', () => {
    expect(checkReceipt({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkReceipt({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkReceipt({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
  });

  it('takes exactly six digits as a pay password', () => {
    expect(isPayPassword('123456')).toBe(true);
    expect(isPayPassword('12345')).toBe(false);
    expect(isPayPassword('12345a')).toBe(false);
  });
});
