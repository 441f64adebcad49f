import { schemeFromHint, SCHEME_HINT_RESPONSE_HEADERS } from '@/services/server/request/colorScheme';

describe('schemeFromHint', () => {
  it('reads the client hint as browsers send it, quoted', () => {
    expect(schemeFromHint('"dark"')).toBe('dark');
    expect(schemeFromHint('"light"')).toBe('light');
    expect(schemeFromHint(' dark ')).toBe('dark');
    expect(schemeFromHint(['"dark"'])).toBe('dark');
  });

  it('ignores a missing or unknown hint', () => {
    expect(schemeFromHint(undefined)).toBeNull();
    expect(schemeFromHint('"sepia"')).toBeNull();
    expect(schemeFromHint('')).toBeNull();
  });

  it('asks for the hint on later requests without having the browser request the first page again', () => {
    expect(SCHEME_HINT_RESPONSE_HEADERS['Accept-CH']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(SCHEME_HINT_RESPONSE_HEADERS).not.toHaveProperty('Critical-CH');
  });
});
