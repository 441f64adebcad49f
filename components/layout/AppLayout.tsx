// The page frame, from the page's settings: header, optional content header (breadcrumbs and a right-hand
// area pages fill with <ContentHeaderActions>), the main area in the content container widths, optional bottom
// padding, and the footer. `appLayout: false` renders the page bare (full-screen flows).
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ArticleType } from '@/contract';
import { loadAfterMount } from '@/components/common/loadAfterMount';
import { useMountedElement } from '@/components/common/useMountedElement';
import { useTenant } from '@/stores/tenant';
import styles from './AppLayout.module.css';
import Breadcrumbs from './Breadcrumbs';
import { ContentHeaderSlotContext } from './ContentHeaderSlot';
import Footer from './Footer';
import Header from './Header';
import { resolvePageSettings, type PageSettings, type ResolvedPageSettings } from '@/services/pageSettings';
import { FrameArticleTypesContext, useEnabledArticleTypes } from './useEnabledArticleTypes';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';

// Shown only after scrolling (and unmounted until then), so it stays out of the first-load bundle.
const BackToTop = loadAfterMount(() => import('./BackToTop'));

export { useScrolledPast } from './useScrolledPast';
export { ContentHeaderActions } from './ContentHeaderSlot';

export interface AppLayoutProps {
  settings: PageSettings | undefined;
  children: ReactNode;
  /** Enabled article types when the page already has them (saves the browser a call). */
  enabledArticleTypes?: readonly ArticleType[] | null;
}

export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {t('header.skipToContent')}
    </a>
  );
}

export default function AppLayout({ settings, children, enabledArticleTypes }: AppLayoutProps) {
  const resolved = resolvePageSettings(settings);
  if (!resolved.appLayout) return <>{children}</>;
  return (
    <Frame settings={resolved} enabledArticleTypes={enabledArticleTypes}>
      {children}
    </Frame>
  );
}

function Frame({
  settings: resolved,
  children,
  enabledArticleTypes,
}: {
  settings: ResolvedPageSettings;
  children: ReactNode;
  enabledArticleTypes?: readonly ArticleType[] | null;
}) {
  const tenant = useTenant();
  // Only the header navigation and the footer links need them.
  const wanted = resolved.showHeader || resolved.showFooter;
  const articleTypes = useEnabledArticleTypes(tenant.id, enabledArticleTypes, wanted);
  const [slot, setSlot] = useMountedElement<HTMLElement>();
  useFocusHeadingOnNavigation(MAIN_CONTENT_ID);

  return (
    <div className={styles.frame}>
      <SkipLink />
      {resolved.showHeader && (
        <Header
          showSearchInput={resolved.showSearchInput}
          searchInputCollapsed={resolved.searchInputCollapsed}
          enabledArticleTypes={articleTypes}
        />
      )}
      <ContentHeaderSlotContext.Provider value={slot}>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={resolved.bottomPadding ? `${styles.main} ${styles.bottomPadding}` : styles.main}
        >
          {resolved.showContentHeader && (
            <div data-testid="content-header" className={styles.contentHeader}>
              <div className={styles.contentHeaderStart}>
                <Breadcrumbs items={resolved.breadcrumbs} />
              </div>
              <div ref={setSlot} data-testid="content-header-end" className={styles.contentHeaderEnd} />
            </div>
          )}
          <FrameArticleTypesContext.Provider value={articleTypes}>{children}</FrameArticleTypesContext.Provider>
        </main>
      </ContentHeaderSlotContext.Provider>
      {resolved.showFooter && <Footer enabledArticleTypes={articleTypes} />}
      <BackToTop />
    </div>
  );
}
