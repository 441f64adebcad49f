import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ArticleType } from '@/contract';
import Nav, { horizontalWheel } from '@/components/layout/Nav';
import { activeNavHref, buildNavItems } from '@/components/layout/navItems';
import { renderWithProviders } from './helpers/renderWithProviders';

describe('navigation items', () => {
  it('maps enabled article types to routes, Home first, in a fixed order', () => {
    expect(buildNavItems(['ABOUT_US', 'FAQ', 'HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'PAYMENT_GUIDE', 'SOURCING_SERVICE']).map((i) => i.href))
      .toEqual(['/', '/how-to-use', '/transportation-charge', '/sourcing-service', '/payment-guide', '/faq', '/about']);
  });

  it('ignores article types without a page', () => {
    expect(buildNavItems(['USER_AGREEMENT', 'ABOUT_TRANSIT', 'PROHIBITED_PURCHASE_ITEMS']).map((i) => i.href)).toEqual(['/']);
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

describe('Nav', () => {
  it('renders only enabled items and highlights the current one, and brings it into view', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<Nav enabledArticleTypes={['ABOUT_US', 'FAQ']} />, { path: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Home', '/'], ['FAQ', '/faq'], ['About us', '/about']]);
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(within(nav).getByRole('link', { name: 'About us' }));
  });

  it('leaves the strip alone when a page opens on its first item, and scrolls to it when it becomes current later', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    function NavWithMoreLater() {
      const [types, setTypes] = useState<ArticleType[]>(['ABOUT_US', 'FAQ']);
      return (
        <>
          <button type="button" onClick={() => setTypes([...types, 'HOW_TO_USE'])}>more</button>
          <Nav enabledArticleTypes={types} />
        </>
      );
    }
    renderWithProviders(<NavWithMoreLater />, { path: '/' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'Home' }));
  });

  it('shows Home only while the article types are unknown', () => {
    renderWithProviders(<Nav enabledArticleTypes={null} />);
    expect(within(screen.getByRole('navigation')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home']);
  });

  it('turns the mouse wheel into sideways scrolling when the strip overflows', () => {
    renderWithProviders(<Nav enabledArticleTypes={['FAQ', 'ABOUT_US']} />);
    const strip = screen.getByTestId('nav-scroller');
    Object.defineProperty(strip, 'scrollWidth', { value: 900, configurable: true });
    Object.defineProperty(strip, 'clientWidth', { value: 300, configurable: true });
    const scrollBy = jest.fn();
    strip.scrollBy = scrollBy as typeof strip.scrollBy;
    const wheel = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
    strip.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(scrollBy).toHaveBeenCalledWith({ left: 120 });
  });

  it('leaves the wheel to the page when nothing overflows', () => {
    renderWithProviders(<Nav enabledArticleTypes={['FAQ']} />);
    const strip = screen.getByTestId('nav-scroller');
    Object.defineProperty(strip, 'scrollWidth', { value: 300, configurable: true });
    Object.defineProperty(strip, 'clientWidth', { value: 300, configurable: true });
    const wheel = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
    strip.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(false);
  });
});

describe('horizontalWheel', () => {
  function strip(scrollLeft: number) {
    const element = document.createElement('div');
    Object.defineProperty(element, 'scrollWidth', { value: 500 });
    Object.defineProperty(element, 'clientWidth', { value: 200 });
    element.scrollLeft = scrollLeft;
    Object.defineProperty(element, 'scrollLeft', { value: scrollLeft });
    element.scrollBy = jest.fn() as typeof element.scrollBy;
    return element;
  }

  it('lets the page scroll once the strip is at its end', () => {
    const element = strip(300);
    const event = new WheelEvent('wheel', { deltaY: 50, cancelable: true });
    horizontalWheel(element, false)(event);
    expect(event.defaultPrevented).toBe(false);
    const back = new WheelEvent('wheel', { deltaY: -50, cancelable: true });
    horizontalWheel(element, false)(back);
    expect(back.defaultPrevented).toBe(true);
    expect(element.scrollBy).toHaveBeenCalledWith({ left: -50 });
  });

  it('scrolls towards the end (left) in right-to-left pages', () => {
    const element = strip(0);
    const event = new WheelEvent('wheel', { deltaY: 40, cancelable: true });
    horizontalWheel(element, true)(event);
    expect(event.defaultPrevented).toBe(true);
    expect(element.scrollBy).toHaveBeenCalledWith({ left: -40 });
  });

  it('ignores pinch-zoom', () => {
    const element = strip(0);
    const event = new WheelEvent('wheel', { deltaY: 40, ctrlKey: true, cancelable: true });
    horizontalWheel(element, false)(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
