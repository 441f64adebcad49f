// The home page body: banners, slogan, announcements, then the product sections (with the tenant's promotion
// picture above the groups). The first screen renders from the
// server's results; the product groups further down load and render in the browser when the shopper scrolls near
// them. A failed section shows a small retry (or nothing when a retry cannot help), never an error page.
import { useRef, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductGroup } from '@/contract';
import { useHttp } from '@/stores/http';
import { useTenant } from '@/stores/tenant';
import { useProductHrefs } from '@/components/common/useProductHrefs';
import Announcements from './Announcements';
import BannerCarousel from './BannerCarousel';
import ProductGroupSection from './ProductGroupSection';
import SloganBlock from './SloganBlock';
import SiteImageView from '@/components/common/SiteImageView';
import { sectionLoaders, type HomeSections, type Section } from './sections';
import { collectionListHref } from '@/components/search/results/listHref';
import { useNearViewport } from '@/components/common/useNearViewport';
import { useDeferredSection, useSection } from './useSection';
import hidden from '@/components/common/visuallyHidden.module.css';
import styles from './HomeView.module.css';

// A failed section's notice (MUI's Alert and Button) loads only with a page that shows one, not with every home page.
const SectionError = dynamic(() => import('./SectionError'));

interface SectionState<T> {
  /** Null while a deferred section has not arrived yet. */
  section: Section<T> | null;
  pending: boolean;
  retry: () => void;
}

/** A section's content when it loaded, its retry notice when it failed, nothing while it is on its way. */
function Slot<T>({
  state,
  title,
  children,
}: {
  state: SectionState<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const { section } = state;
  if (!section) return null;
  if (section.ok) return <>{children(section.data)}</>;
  return <SectionError title={title} retryable={section.retryable} pending={state.pending} onRetry={state.retry} />;
}

export default function HomeView({
  sections,
  productHrefs,
}: {
  sections: HomeSections;
  /** Addresses the server already made for the first screen's cards (by marketplace link). */
  productHrefs?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('home');
  const http = useHttp();
  const tenant = useTenant();

  const banners = useSection(sections.banners, sectionLoaders.banners, http);
  const slogan = useSection(sections.slogan, sectionLoaders.slogan, http);
  const announcements = useSection(sections.announcements, sectionLoaders.announcements, http);
  const preferredProducts = useSection(sections.preferredProducts, sectionLoaders.preferredProducts, http);

  const hrefFor = useProductHrefs(
    preferredProducts.section.ok ? preferredProducts.section.data.map((product) => product.productUrl) : [],
    productHrefs,
  );

  const exchange = tenant.exchangeInfo;
  const sloganData = slogan.section.ok ? slogan.section.data : null;
  const preferredEmpty = preferredProducts.section.ok && preferredProducts.section.data.length === 0;

  return (
    <div className={styles.container}>
      <div className={styles.column}>
        {banners.section.ok ? (
          <BannerCarousel banners={banners.section.data} />
        ) : (
          <div className={styles.padded}>
            <Slot state={banners} title={t('sections.banners')}>
              {() => null}
            </Slot>
          </div>
        )}

        <div className={`${styles.column} ${styles.padded}`}>
          {sloganData?.title ? (
            <SloganBlock slogan={sloganData} />
          ) : (
            // Every page has one h1; without a slogan it names the site for screen readers.
            <h1 className={hidden.visuallyHidden}>{tenant.name}</h1>
          )}
          {!slogan.section.ok && (
            <Slot state={slogan} title={t('sections.slogan')}>
              {() => null}
            </Slot>
          )}

          <Slot state={announcements} title={t('sections.announcements')}>
            {(items) => <Announcements items={items} offsetHours={tenant.timezoneOffset} />}
          </Slot>

          <Slot state={preferredProducts} title={t('sections.preferredProducts')}>
            {(products) => (
              <ProductGroupSection
                title={t('sections.preferredProducts')}
                products={products}
                exchange={exchange}
                hrefFor={hrefFor}
              />
            )}
          </Slot>

          <ProductGroupsBelow preferredEmpty={preferredEmpty} exchange={exchange} />
        </div>
      </div>
    </div>
  );
}

/**
 * The product groups under the first screen. They load and render only when the shopper scrolls near them (their
 * cards are most of the home page's markup and script work), and their arrival re-renders only this part.
 */
function ProductGroupsBelow({ preferredEmpty, exchange }: { preferredEmpty: boolean; exchange: ExchangeInfo }) {
  const { t } = useTranslation('home');
  const http = useHttp();
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker);
  const promo = useDeferredSection(sectionLoaders.promo, http, near);
  const preferredGroups = useDeferredSection(sectionLoaders.preferredGroups, http, near);
  const recommendGroups = useDeferredSection(sectionLoaders.recommendGroups, http, near);
  // These groups load in the browser, so their addresses are made there.
  const hrefFor = useProductHrefs(
    [preferredGroups, recommendGroups].flatMap(({ section }) =>
      section?.ok ? section.data.flatMap((group) => group.products.map((product) => product.productUrl)) : [],
    ),
  );

  const productsEmpty =
    preferredEmpty &&
    [preferredGroups, recommendGroups].every(({ section }) => section?.ok && section.data.length === 0);
  const groupList = (groups: ProductGroup[]) =>
    groups.map((group) => (
      <ProductGroupSection
        key={group.id}
        title={group.name}
        products={group.products}
        exchange={exchange}
        hrefFor={hrefFor}
        moreHref={collectionListHref(group.id, group.name)}
      />
    ));

  // A decoration, not content: when it cannot load it is simply not shown.
  const promoImage = promo.section?.ok ? promo.section.data[0] : undefined;

  return (
    // One column item (empty, zero height, until the groups arrive) that is also what the observer watches.
    <div ref={marker} className={styles.column}>
      {promoImage && (
        <SiteImageView
          image={promoImage}
          aspectRatio={2}
          sizes="(max-width: 720px) 100vw, 720px"
          linkLabel={t('sections.promo')}
          className={styles.promo}
        />
      )}
      <Slot state={preferredGroups} title={t('sections.preferredGroups')}>
        {groupList}
      </Slot>
      <Slot state={recommendGroups} title={t('sections.recommendGroups')}>
        {groupList}
      </Slot>
      {productsEmpty && <p className={styles.empty}>{t('empty')}</p>}
    </div>
  );
}
