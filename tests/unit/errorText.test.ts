import { actionErrorText, errorText, type Translate } from '@/utils/errorText';

const dictionary: Record<string, string> = {
  'common:errors.TENANT_NOT_FOUND': 'This site is not available.',
  'common:errors.NETWORK_ERROR': 'Cannot reach the server.',
  'common:errors.TIMEOUT': 'Too slow.',
  'common:errors.SERVER_ERROR': 'Server problem.',
  'common:errors.UNKNOWN_ERROR': 'Something went wrong.',
};

// Behaves like i18next: a missing key gives the defaultValue when one is passed, else the key itself.
const t: Translate = (key, options) => dictionary[key] ?? (options?.defaultValue as string | undefined) ?? key;

describe('errorText', () => {
  it('uses common:errors.<CODE> when it exists', () => {
    expect(errorText(t, { kind: 'http', status: 404, code: 'TENANT_NOT_FOUND' })).toBe('This site is not available.');
  });

  it('falls back by kind when the code has no text', () => {
    expect(errorText(t, { kind: 'network', status: null, code: 'NETWORK_ERROR' })).toBe('Cannot reach the server.');
    expect(errorText(t, { kind: 'timeout', status: null, code: 'TIMEOUT' })).toBe('Too slow.');
    expect(errorText(t, { kind: 'http', status: 502, code: 'SOMETHING_NEW' })).toBe('Server problem.');
    expect(errorText(t, { kind: 'http', status: 409, code: 'SOMETHING_NEW' })).toBe('Something went wrong.');
    expect(errorText(t, { kind: 'validation', status: 400, code: 'HTTP_400' })).toBe('Something went wrong.');
  });

  it('never shows a raw key or the server message, even when nothing is translated', () => {
    const empty: Translate = (key, options) => (options?.defaultValue as string | undefined) ?? key;
    const text = errorText(empty, { kind: 'http', status: 400, code: 'BAD', message: 'stack trace here' });
    expect(text).toBe('Something went wrong. Please try again.');
  });

  it('does not look up codes that are not UPPER_SNAKE_CASE', () => {
    const spy = jest.fn(t);
    errorText(spy, { kind: 'http', status: 400, code: 'weird.code' });
    expect(spy.mock.calls.map((c) => c[0])).not.toContain('common:errors.weird.code');
  });
});

describe('actionErrorText', () => {
  // The action's sentence with the reason in place, as i18next interpolates {{reason}}.
  const withAction: Translate = (key, options) =>
    key === 'common:failed.saveAddress' ? `Could not save the address: ${String(options?.reason)}` : t(key, options);

  it("names the action and gives the error's own text as the reason", () => {
    expect(
      actionErrorText(withAction, 'common:failed.saveAddress', {
        kind: 'network',
        status: null,
        code: 'NETWORK_ERROR',
      }),
    ).toBe('Could not save the address: Cannot reach the server.');
    expect(
      actionErrorText(withAction, 'common:failed.saveAddress', { kind: 'http', status: 404, code: 'TENANT_NOT_FOUND' }),
    ).toBe('Could not save the address: This site is not available.');
  });
});
