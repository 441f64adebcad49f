// The home page body: banners, slogan, announcements, then the product sections. Each section renders from its
// own server result; a failed one shows a small retry (or nothing when a retry cannot help), never an error page.
import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useHttp } from '@/stores/http';
import { useRuntimeConfig } from '@/stores/runtimeConfig';
import { useTenant } from '@/stores/tenant';
import Announcements from './Announcements';
import BannerCarousel from './BannerCarousel';
import ProductGroupSection from './ProductGroupSection';
import SectionError from './SectionError';
import SloganBlock from './SloganBlock';
import { productHref } from '@/utils/productHref';
import { sectionLoaders, type HomeSections } from './sections';
import { useSection } from './useSection';

const visuallyHidden = {
  border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0,
  position: 'absolute', whiteSpace: 'nowrap', width: '1px',
} as const;

export default function HomeView({ sections }: { sections: HomeSections }) {
  const { t } = useTranslation('home');
  const http = useHttp();
  const tenant = useTenant();
  const { productLinkKey } = useRuntimeConfig();

  const banners = useSection(sections.banners, sectionLoaders.banners, http);
  const slogan = useSection(sections.slogan, sectionLoaders.slogan, http);
  const announcements = useSection(sections.announcements, sectionLoaders.announcements, http);
  const preferredProducts = useSection(sections.preferredProducts, sectionLoaders.preferredProducts, http);
  const preferredGroups = useSection(sections.preferredGroups, sectionLoaders.preferredGroups, http);
  const recommendGroups = useSection(sections.recommendGroups, sectionLoaders.recommendGroups, http);

  const hrefFor = useCallback((productUrl: string) => productHref(productUrl, productLinkKey), [productLinkKey]);

  const exchange = tenant.exchangeInfo;
  const sloganData = slogan.section.ok ? slogan.section.data : null;
  const productsEmpty = [preferredProducts, preferredGroups, recommendGroups]
    .every(({ section }) => section.ok && section.data.length === 0);

  return (
    <Container maxWidth="lg" disableGutters sx={{ py: { xs: 0, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>
        {banners.section.ok ? (
          <BannerCarousel banners={banners.section.data} />
        ) : (
          <Box sx={{ px: { xs: 2, sm: 0 } }}>
            <SectionError title={t('sections.banners')} retryable={banners.section.retryable} pending={banners.pending} onRetry={banners.retry} />
          </Box>
        )}

        <Box sx={{ px: { xs: 2, sm: 0 }, display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>
          {sloganData?.title ? (
            <SloganBlock slogan={sloganData} />
          ) : (
            // Every page has one h1; without a slogan it names the site for screen readers.
            <Typography component="h1" sx={visuallyHidden}>{tenant.name}</Typography>
          )}
          {!slogan.section.ok && (
            <SectionError title={t('sections.slogan')} retryable={slogan.section.retryable} pending={slogan.pending} onRetry={slogan.retry} />
          )}

          {announcements.section.ok ? (
            <Announcements items={announcements.section.data} offsetHours={tenant.timezoneOffset} />
          ) : (
            <SectionError
              title={t('sections.announcements')}
              retryable={announcements.section.retryable}
              pending={announcements.pending}
              onRetry={announcements.retry}
            />
          )}

          {preferredProducts.section.ok ? (
            <ProductGroupSection
              title={t('sections.preferredProducts')}
              products={preferredProducts.section.data}
              exchange={exchange}
              hrefFor={hrefFor}
            />
          ) : (
            <SectionError
              title={t('sections.preferredProducts')}
              retryable={preferredProducts.section.retryable}
              pending={preferredProducts.pending}
              onRetry={preferredProducts.retry}
            />
          )}

          {preferredGroups.section.ok ? (
            preferredGroups.section.data.map((group) => (
              <ProductGroupSection key={group.id} title={group.name} products={group.products} exchange={exchange} hrefFor={hrefFor} />
            ))
          ) : (
            <SectionError
              title={t('sections.preferredGroups')}
              retryable={preferredGroups.section.retryable}
              pending={preferredGroups.pending}
              onRetry={preferredGroups.retry}
            />
          )}

          {recommendGroups.section.ok ? (
            recommendGroups.section.data.map((group) => (
              <ProductGroupSection key={group.id} title={group.name} products={group.products} exchange={exchange} hrefFor={hrefFor} />
            ))
          ) : (
            <SectionError
              title={t('sections.recommendGroups')}
              retryable={recommendGroups.section.retryable}
              pending={recommendGroups.pending}
              onRetry={recommendGroups.retry}
            />
          )}

          {productsEmpty && (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{t('empty')}</Typography>
          )}
        </Box>
      </Box>
    </Container>
  );
}
