import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Nav, { fittingCount } from '@/components/layout/Nav';
import { activeNavHref, buildNavItems } from '@/components/layout/navItems';
import { renderWithProviders } from './helpers/renderWithProviders';

describe('navigation items', () => {
  it('maps enabled article types to routes, Home first, in a fixed order', () => {
    expect(
      buildNavItems(['ABOUT_US', 'FAQ', 'HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'PAYMENT_GUIDE', 'SOURCING_SERVICE']).map(
        (i) => i.href,
      ),
    ).toEqual(['/', '/how-to-use', '/transportation-charge', '/sourcing-service', '/payment-guide', '/faq', '/about']);
  });

  it('ignores article types without a page', () => {
    expect(buildNavItems(['USER_AGREEMENT', 'ABOUT_TRANSIT', 'PROHIBITED_PURCHASE_ITEMS']).map((i) => i.href)).toEqual([
      '/',
    ]);
  });

  it('finds the current item', () => {
    const items = buildNavItems(['FAQ', 'ABOUT_US']);
    expect(activeNavHref(items, '/faq')).toBe('/faq');
    expect(activeNavHref(items, '/faq?q=1#a')).toBe('/faq');
    expect(activeNavHref(items, '/')).toBe('/');
    expect(activeNavHref(items, '/cart')).toBeNull();
    expect(activeNavHref(items, '/faqs')).toBeNull();
  });
});

describe('fittingCount', () => {
  it('keeps every item when all fit, gaps included', () => {
    expect(fittingCount([60, 80, 100], 70, 248)).toBe(3);
  });

  it('moves the items that do not fit to the More button, from the end', () => {
    // 60 + 4 + 80 beside a 70 px More button (plus its gap) fit in 220 px; the 100 px item does not.
    expect(fittingCount([60, 80, 100], 70, 220)).toBe(2);
    expect(fittingCount([60, 80, 100], 70, 100)).toBe(0);
  });
});

/** A ResizeObserver that reports when told to, with the strip's widths set by the test (jsdom lays nothing out). */
function fakeLayout(itemWidth: number, moreWidth: number) {
  const observers: (() => void)[] = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe() {
      observers.push(this.callback);
      this.callback();
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    const width = this.hasAttribute('data-nav-more') ? moreWidth : this.hasAttribute('data-nav-item') ? itemWidth : 0;
    return { width, height: 40, top: 0, left: 0, right: width, bottom: 40, x: 0, y: 0, toJSON: () => ({}) };
  });
  return {
    resize(width: number) {
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function w(this: HTMLElement) {
        return this.tagName === 'NAV' ? width : 0;
      });
      act(() => observers.forEach((notify) => notify()));
    },
  };
}

describe('Nav', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('renders only enabled items and highlights the current one', () => {
    renderWithProviders(<Nav enabledArticleTypes={['ABOUT_US', 'FAQ']} />, { path: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['FAQ', '/faq'],
      ['About us', '/about'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // Until measured, the More button only takes its place, hidden from everyone.
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('shows Home only while the article types are unknown', () => {
    renderWithProviders(<Nav enabledArticleTypes={null} />);
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home']);
  });

  it('puts the items that do not fit into a More menu that highlights the current page', async () => {
    const layout = fakeLayout(100, 80);
    layout.resize(2000);
    renderWithProviders(<Nav enabledArticleTypes={['HOW_TO_USE', 'FAQ', 'ABOUT_US']} />, { path: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // Wide: all four items, no More button.
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();

    // Narrow: two items (2 × 100 + gaps beside the 80 px button fit in 300 px), FAQ and About us in the menu.
    layout.resize(300);
    const more = await within(nav).findByRole('button', { name: 'More' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'How to use']);
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // The current page (About us) is in the menu: the button carries the highlight.
    expect(more).toHaveAttribute('data-current');

    fireEvent.click(more);
    const menu = await screen.findByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((e) => [e.textContent, e.getAttribute('href')])).toEqual([
      ['FAQ', '/faq'],
      ['About us', '/about'],
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  });
});
