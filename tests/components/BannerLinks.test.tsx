// Tenant banner links: a web address opens in a new tab, a site path navigates in place, anything else
// (javascript:, data:, protocol-relative) leaves the banner without a link.
import { screen } from '@testing-library/react';
import BannerCarousel from '@/components/home/BannerCarousel';
import { renderWithProviders } from './helpers/renderWithProviders';
import enHome from '@/locales/en/home.json';

const banner = (id: string, link: string | null) => ({
  id,
  imageUrl: `/api/assets/banners/${id}.png`,
  link,
  title: `Banner ${id}`,
});

function linksOf(link: string | null) {
  renderWithProviders(<BannerCarousel banners={[banner('a', link)]} />, { namespaces: { home: enHome } });
  return screen.queryAllByRole('link');
}

describe('banner links', () => {
  it('opens a web address in a new tab', () => {
    const [link] = linksOf('https://shop.example/sale');
    expect(link).toHaveAttribute('href', 'https://shop.example/sale');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates to a path on this site', () => {
    const [link] = linksOf('/faq');
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).not.toHaveAttribute('target');
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x'])(
    'drops %s',
    (link) => {
      expect(linksOf(link)).toHaveLength(0);
    },
  );
});
