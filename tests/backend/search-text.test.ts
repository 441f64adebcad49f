import {
  documentTokens,
  likePattern,
  queryTerms,
  requiredMatches,
  stem,
  tsQuery,
} from '../../backend/src/modules/product/searchText';

describe('search text tokens', () => {
  it.each([
    ['dresses', 'dress'],
    ['shoes', 'shoe'],
    ['watches', 'watch'],
    ['boxes', 'box'],
    ['accessories', 'accessory'],
    ['glass', 'glass'],
    ['bus', 'bus'],
    ['cap', 'cap'],
    ['jeans', 'jean'],
    ['100s', '100s'],
  ])('stems %s to %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('splits Chinese into characters and overlapping pairs in documents', () => {
    expect(documentTokens('连衣裙').split(' ')).toEqual(['连', '衣', '裙', '连衣', '衣裙']);
  });

  it('lower-cases, stems and joins hyphenated Latin words', () => {
    expect(documentTokens('Cotton T-Shirts, 2025 New!').split(' ')).toEqual([
      'cotton',
      't',
      'shirt',
      'tshirt',
      '2025',
      'new',
    ]);
  });

  it('mixes languages and normalises full-width characters', () => {
    expect(documentTokens('韩版 ＴＳＨＩＲＴ', null, undefined, 'Red')).toBe('韩 版 韩版 tshirt red');
  });

  it('makes query pairs that are always present in a document holding the same text', () => {
    const doc = new Set(documentTokens('2025新款韩版宽松纯棉连衣裙 包邮').split(' '));
    for (const q of ['连衣裙', '纯棉', '裙', '纯棉连衣裙', '包邮']) {
      for (const term of queryTerms(q)) expect(doc.has(term)).toBe(true);
    }
    expect(queryTerms('运动鞋').every((t) => doc.has(t))).toBe(false);
  });

  it('needs most, not all, terms of a longer query', () => {
    const doc = new Set(documentTokens('2025新款韩版宽松纯棉连衣裙 包邮').split(' '));
    const terms = queryTerms('韩版连衣裙');
    expect(terms).toEqual(['韩版', '版连', '连衣', '衣裙']);
    expect(terms.filter((t) => doc.has(t)).length).toBeGreaterThanOrEqual(requiredMatches(terms.length));
    expect(requiredMatches(1)).toBe(1);
    expect(requiredMatches(2)).toBe(2);
    expect(requiredMatches(3)).toBe(2);
    expect(requiredMatches(4)).toBe(3);
    expect(requiredMatches(8)).toBe(6);
  });

  it('builds query terms from mixed text without duplicates', () => {
    expect(queryTerms('Red dresses red 连衣裙')).toEqual(['red', 'dress', '连衣', '衣裙']);
    expect(queryTerms('T-shirt')).toEqual(['tshirt']);
    expect(queryTerms('  ** ')).toEqual([]);
  });

  it('keeps only safe characters in tsquery text', () => {
    expect(tsQuery(['red', 'dress'], 'all')).toBe('red & dress');
    expect(tsQuery(['red', 'dress'], 'any')).toBe('red | dress');
    expect(tsQuery(["a'b", '!'], 'all')).toBeNull();
    expect(tsQuery([], 'any')).toBeNull();
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
