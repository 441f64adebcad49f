// The page frame, from the page's settings: header, optional content header (breadcrumbs and a right-hand
// area pages fill with <ContentHeaderActions>), the main area in the content container widths, optional bottom
// padding, and the footer. `appLayout: false` renders the page bare (full-screen flows).
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import Box from '@mui/material/Box';
import type { ArticleType } from '@/contract';
import { useTenant } from '@/stores/tenant';
import Breadcrumbs from './Breadcrumbs';
import { ContentHeaderSlotContext } from './ContentHeaderSlot';
import Footer from './Footer';
import Header from './Header';
import { CONTAINER_WIDTHS } from './layoutConstants';
import { resolvePageSettings, type PageSettings, type ResolvedPageSettings } from '@/services/pageSettings';
import { useEnabledArticleTypes } from './useEnabledArticleTypes';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';

// Shown only after scrolling (and unmounted until then), so it stays out of the first-load bundle.
const BackToTop = dynamic(() => import('./BackToTop'), { ssr: false });

export { useScrolledPast } from './useScrolledPast';
export { ContentHeaderActions } from './ContentHeaderSlot';

export interface AppLayoutProps {
  settings: PageSettings | undefined;
  children: ReactNode;
  /** Enabled article types when the page already has them (saves the browser a call). */
  enabledArticleTypes?: readonly ArticleType[] | null;
}

export const MAIN_CONTENT_ID = 'main-content';

/** The content container widths as a responsive max-width (xs 960, sm 1024, md/lg 1440, xl 1920). */
export const containerMaxWidth = {
  xs: CONTAINER_WIDTHS.xs,
  sm: CONTAINER_WIDTHS.sm,
  md: CONTAINER_WIDTHS.md,
  lg: CONTAINER_WIDTHS.lg,
  xl: CONTAINER_WIDTHS.xl,
};

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        color: 'primary.main',
        paddingInline: 2,
        paddingBlock: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('header.skipToContent')}
    </Box>
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
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useFocusHeadingOnNavigation(MAIN_CONTENT_ID);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {resolved.showHeader && (
        <Header
          showSearchInput={resolved.showSearchInput}
          searchInputCollapsed={resolved.searchInputCollapsed}
          enabledArticleTypes={articleTypes}
        />
      )}
      <ContentHeaderSlotContext.Provider value={slot}>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: '1 0 auto',
            width: '100%',
            maxWidth: containerMaxWidth,
            marginInline: 'auto',
            paddingInline: { xs: 2, sm: 3 },
            paddingBottom: resolved.bottomPadding ? { xs: 4, sm: 6 } : 0,
            outline: 'none',
          }}
        >
          {resolved.showContentHeader && (
            <Box
              data-testid="content-header"
              sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minHeight: 48, paddingBlock: 1.5 }}
            >
              <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                <Breadcrumbs items={resolved.breadcrumbs} />
              </Box>
              <Box
                ref={setSlot}
                data-testid="content-header-end"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, marginInlineStart: 'auto' }}
              />
            </Box>
          )}
          {children}
        </Box>
      </ContentHeaderSlotContext.Provider>
      {resolved.showFooter && <Footer enabledArticleTypes={articleTypes} />}
      <BackToTop />
    </Box>
  );
}
