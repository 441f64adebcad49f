// A refusal's notice text loads its wording when the refusal happens, and says what the shared error text says
// should that code not load.
import type { AppError } from '@/services/result';
import type { Formatter } from '@/utils/format';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const format = { money: (value: number) => `CNY ${value}` } as unknown as Formatter;
const wrong: AppError = {
  kind: 'http',
  status: 403,
  code: 'PAY_PASSWORD_WRONG',
  message: 'wrong',
  fields: { attemptsLeft: '2' },
  retryable: false,
};

describe('payErrorNotice', () => {
  it('words the refusal with its values, as the pay dialog does', async () => {
    const { payErrorNotice } = await import('@/components/payments/payErrorNotice');
    const { payErrorText } = await import('@/components/payments/payErrors');
    const text = await payErrorNotice(t, format, wrong);
    expect(text).toBe('payments:errors.PAY_PASSWORD_WRONG_LEFT {"left":2}');
    expect(text).toBe(payErrorText(t, format, wrong).text);
  });

  it('falls back to the shared error text when the wording cannot load', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/components/payments/payErrors', () => {
        throw new Error('Loading chunk failed');
      });
      const { payErrorNotice } = await import('@/components/payments/payErrorNotice');
      const { errorText } = await import('@/utils/errorText');
      await expect(payErrorNotice(t, format, wrong)).resolves.toBe(errorText(t, wrong));
    });
  });
});
