// The demo catalogue's words exist in every catalogue language, generated titles are written in each of them, and
// search text treats those languages as shoppers type them.
import { documentTokens, queryTerms } from '../../backend/src/modules/product/searchText';
import { generateCatalogue } from '../../backend/src/seed/catalogue/generate';
import { CATALOGUE_LANGUAGES, NEUTRAL, translatePhrase } from '../../backend/src/seed/catalogue/translations';
import { CATEGORIES, COLOURS, PROPERTIES, SELLING_POINTS } from '../../backend/src/seed/catalogue/vocabulary';

function vocabulary(): string[] {
  const words = new Set<string>();
  COLOURS.forEach((c) => words.add(c.name[0]));
  for (const p of Object.values(PROPERTIES)) {
    words.add(p.name[0]);
    (p.values ?? []).forEach((v) => words.add(v[0]));
  }
  for (const top of CATEGORIES) {
    [top.name, ...top.adjectives, ...top.materials].forEach((w) => words.add(w[0]));
    for (const leaf of top.leaves)
      [leaf.name, ...leaf.nouns, ...(leaf.materials ?? [])].forEach((w) => words.add(w[0]));
  }
  Object.values(SELLING_POINTS)
    .flat()
    .forEach((w) => words.add(w[0]));
  return [...words];
}

const SCRIPT = { ar: /[\u0600-\u06ff]/, th: /[\u0e00-\u0e7f]/, la: /[\u0e80-\u0eff]/ } as const;

describe('catalogue translations', () => {
  it.each(CATALOGUE_LANGUAGES)(
    '%s has every word of the vocabulary (model names and units read the same)',
    (language) => {
      const missing = vocabulary().filter((w) => translatePhrase(language, w) === undefined);
      expect(missing).toEqual([]);
      const untranslated = vocabulary().filter((w) => !NEUTRAL.test(w) && translatePhrase(language, w) === w);
      // A handful of words are spelt alike in French or Spanish (Mini, Transparent, Nylon ...); never in other scripts.
      if (language in SCRIPT) expect(untranslated).toEqual([]);
      else expect(untranslated.length).toBeLessThan(25);
    },
  );

  it('writes each generated title in every catalogue language, in that language’s script', () => {
    const { products } = generateCatalogue({ size: 80 });
    for (const p of products) {
      for (const language of CATALOGUE_LANGUAGES) expect(p.titles[language]).toBeTruthy();
      for (const [language, script] of Object.entries(SCRIPT))
        expect(p.titles[language as keyof typeof SCRIPT]).toMatch(script);
      expect(p.titles.fr).not.toBe(p.titleEn);
      for (const language of CATALOGUE_LANGUAGES)
        expect(p.descriptions[language].startsWith(p.titles[language])).toBe(true);
      expect(p.descriptions.ar).toMatch(/الفئة: .+ \/ .+\. يُشحن من [\u0600-\u06ff]+ خلال \d+ ساعة\.$/);
    }
    const dress = products.find((p) => p.categoryId === 'dresses');
    expect(dress?.titles.fr).toMatch(/Robe/);
    expect(dress?.titles.ar).toMatch(/فستان/);
  });
});

describe('search text in more languages', () => {
  it('drops Latin accents on both sides', () => {
    expect(documentTokens('Écharpe à fleurs')).toBe('echarpe a fleur');
    expect(queryTerms('écharpe')).toEqual(['echarpe']);
  });

  it('matches Arabic with or without the article, vowel marks or alef forms', () => {
    const [plain] = queryTerms('فستان');
    expect(queryTerms('الفستان')).toEqual([plain]);
    expect(queryTerms('فُسْتَان')).toEqual([plain]);
    expect(queryTerms('أسود')).toEqual(queryTerms('اسود'));
    expect(documentTokens('فستان قطن').split(' ')).toContain(plain);
  });

  it('matches Thai and Lao typed without spaces as character pairs, as ASCII-safe tokens', () => {
    const doc = documentTokens('ชุดเดรส ผ้าฝ้าย สไตล์เกาหลี').split(' ');
    const terms = queryTerms('ชุดเดรส');
    expect(terms.length).toBe(6);
    expect(terms.every((t) => doc.includes(t) && /^[a-z0-9]+$/.test(t))).toBe(true);
    expect(queryTerms('ຊຸດກະໂປງ').every((t) => documentTokens('ຊຸດກະໂປງ ຜ້າຝ້າຍ').split(' ').includes(t))).toBe(true);
  });
});
