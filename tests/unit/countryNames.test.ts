// Country names come from Intl in the reader's language and lists sort by that language's alphabet; where
// browsers carry no region names for the language (Lao, Uzbek) or Intl knows no such code, the API's name stays.
import { compareNamesIn, countryNameIn, localizedCountries } from '@/utils/countryNames';

const intlName = (tag: string, code: string) => new Intl.DisplayNames([tag], { type: 'region' }).of(code);

describe('countryNameIn', () => {
  it.each([
    ['en', 'SA', 'Saudi Arabia'],
    ['fr', 'SA', 'Arabie saoudite'],
    ['fr', 'US', 'États-Unis'],
    ['ar', 'SA', intlName('ar', 'SA')],
    ['ar', 'GH', intlName('ar', 'GH')],
    ['zh-CN', 'LA', intlName('zh-CN', 'LA')],
  ])('%s %s → %s', (locale, code, name) => {
    expect(countryNameIn(locale, code, 'API name')).toBe(name);
  });

  it('writes Arabic names in Arabic script', () => {
    expect(countryNameIn('ar', 'AE', 'United Arab Emirates')).toMatch(/^[\u0600-\u06FF\s]+$/);
  });

  it("keeps the API's name for Lao, whose region names browsers lack (so server and browser agree)", () => {
    expect(countryNameIn('la', 'TH', 'ໄທ')).toBe('ໄທ');
    expect(countryNameIn('lo', 'TH', 'ໄທ')).toBe('ໄທ');
    expect(countryNameIn('uz', 'TH', 'Tailand')).toBe('Tailand');
  });

  it("keeps the API's name, else the code, for a code Intl cannot name", () => {
    expect(countryNameIn('fr', 'XZ', 'Somewhere')).toBe('Somewhere');
    expect(countryNameIn('fr', 'XZ')).toBe('XZ');
    expect(countryNameIn('fr', 'USA', 'United States')).toBe('United States');
    expect(countryNameIn('fr', '', 'Nowhere')).toBe('Nowhere');
  });

  it('reads a lower-case code', () => {
    expect(countryNameIn('en', 'gh')).toBe('Ghana');
  });
});

describe('localizedCountries', () => {
  const api = [
    { code: 'US', name: 'United States', phoneCode: '+1' },
    { code: 'DE', name: 'Germany', phoneCode: '+49' },
    { code: 'EG', name: 'Egypt', phoneCode: '+20' },
    { code: 'EE', name: 'Estonia', phoneCode: '+372' },
  ];

  it("names and sorts by the French alphabet (accents sort with their letter, not after 'z')", () => {
    expect(localizedCountries('fr', api).map((c) => c.name)).toEqual(['Allemagne', 'Égypte', 'Estonie', 'États-Unis']);
    // A plain code-point sort would put É last: the collator is what makes the order French.
    expect(['Égypte', 'Estonie'].sort()).toEqual(['Estonie', 'Égypte']);
  });

  it('keeps every other field and leaves its input alone', () => {
    const [first] = localizedCountries('en', api);
    expect(first).toEqual({ code: 'EG', name: 'Egypt', phoneCode: '+20' });
    expect(api[0]?.name).toBe('United States');
  });

  it('sorts Arabic names by the Arabic collation', () => {
    const names = localizedCountries('ar', api).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    expect(names).toContain(intlName('ar', 'EG'));
  });

  it("sorts Lao by the API's Lao names, a leading vowel sorting by its consonant", () => {
    const lao = [
      { code: 'VN', name: 'ຫວຽດນາມ', phoneCode: '+84' },
      { code: 'LA', name: 'ລາວ', phoneCode: '+856' },
      { code: 'TH', name: 'ໄທ', phoneCode: '+66' },
    ];
    // ໄທ is ໄ (written first, read after) + ທ: it sorts under ທ, before ລ and ຫ; by code point it would come last.
    expect(localizedCountries('la', lao).map((c) => c.name)).toEqual(['ໄທ', 'ລາວ', 'ຫວຽດນາມ']);
    expect(['ໄທ', 'ລາວ'].sort()).toEqual(['ລາວ', 'ໄທ']);
    expect(compareNamesIn('la')('ໄທ', 'ລາວ')).toBeLessThan(0);
  });
});
