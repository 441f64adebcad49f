import { documentTitle } from '@/components/common/PageTitle';

describe('documentTitle', () => {
  it('puts the site first, as the header does', () => {
    expect(documentTitle('GlobalBuy', { title: 'Cart' })).toBe('GlobalBuy - Cart');
  });

  it('puts the subject first for a page shoppers open several of', () => {
    expect(documentTitle('GlobalBuy', { title: 'Red kettle', subjectFirst: true })).toBe('Red kettle - GlobalBuy');
  });

  it('is the site name alone without a page name (home)', () => {
    expect(documentTitle('GlobalBuy', {})).toBe('GlobalBuy');
    expect(documentTitle('GlobalBuy', { title: '' })).toBe('GlobalBuy');
  });

  it('is the page name alone without a tenant (unknown host, early error)', () => {
    expect(documentTitle(null, { title: 'Site not found' })).toBe('Site not found');
    expect(documentTitle(null, { title: 'Page not found', subjectFirst: true })).toBe('Page not found');
  });
});
