// Home banners: an accessible carousel (WAI-ARIA APG "carousel" pattern). It advances every few seconds, but
// not while the pointer is over it, while anything inside has focus, after the shopper pressed pause, or when
// the system asks for reduced motion (WCAG 2.2.2: moving content must be pausable).
import { useCallback, useEffect, useState } from 'react';
import Image from 'next/image';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'next-i18next/pages';
import type { SiteImage } from '@/contract';
import { tenantLink } from '@/utils/tenantLink';
import { canOptimise } from './imageSrc';

export const BANNER_INTERVAL_MS = 5000;

const controlSx = {
  bgcolor: 'rgba(0,0,0,0.45)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
  // Over a photo of any colour: a white ring between two dark bands reads on light and dark images alike.
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 2, boxShadow: '0 0 0 6px rgba(0,0,0,0.8)' },
} as const;

// Previous/next sit at mid-height beside the slide on wide screens. Below 900 px the banner's own text (drawn from
// 5% of its width) runs under them, so there they move down to the bottom corners, level with the dots.
const arrowSx = {
  ...controlSx,
  position: 'absolute',
  top: { xs: 'auto', md: '50%' },
  bottom: { xs: 8, md: 'auto' },
  p: { xs: 0.25, md: 0.625 },
  transform: { xs: 'none', md: 'translateY(-50%)' },
} as const;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The banner as a link when the tenant gave a web address or a path on this site; other links are dropped. */
function BannerLink({ banner, children }: { banner: SiteImage; children: React.ReactNode }) {
  const link = tenantLink(banner.link);
  if (!link) return <>{children}</>;
  const sx = { display: 'block', position: 'absolute', inset: 0 } as const;
  return link.external ? (
    <Box component="a" href={link.href} target="_blank" rel="noopener noreferrer" sx={sx}>
      {children}
    </Box>
  ) : (
    <Box component={NextLink} href={link.href} sx={sx}>
      {children}
    </Box>
  );
}

export default function BannerCarousel({ banners }: { banners: SiteImage[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;
  const multiple = count > 1;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!multiple || hovered || focused || stopped || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [multiple, hovered, focused, stopped, count]);

  if (count === 0) return null;
  const paused = hovered || focused || stopped;

  return (
    <Box
      component="section"
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 0, sm: 2 },
        bgcolor: 'action.hover',
        // Banners are drawn at 3:1 (1200 x 400) with text in them: keep that shape at every width, since a
        // cropped banner cuts its own words off on a phone.
        aspectRatio: '3 / 1',
      }}
    >
      {/* Only the current slide is announced; "polite" only while nothing moves on its own. */}
      <Box aria-live={paused || !multiple ? 'polite' : 'off'} sx={{ position: 'absolute', inset: 0 }}>
        {banners.map((banner, i) => (
          <Box
            key={banner.id}
            role="group"
            aria-roledescription={t('banners.slide')}
            aria-label={t('banners.position', { index: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: i === index ? 1 : 0,
              transition: 'opacity 400ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <BannerLink banner={banner}>
              <Image
                src={banner.imageUrl}
                unoptimized={!canOptimise(banner.imageUrl)}
                alt={banner.title ?? ''}
                fill
                sizes="(max-width: 1440px) 100vw, 1440px"
                // The first banner is the home page's largest paint: fetched first, ahead of the scripts.
                preload={i === 0}
                fetchPriority={i === 0 ? 'high' : undefined}
                style={{ objectFit: 'cover' }}
              />
            </BannerLink>
          </Box>
        ))}
      </Box>

      {multiple && (
        <>
          <IconButton
            aria-label={t('banners.previous')}
            onClick={() => go(index - 1)}
            size="small"
            sx={{ ...arrowSx, insetInlineStart: 8 }}
          >
            {/* Arrows point along the reading direction: flipped in RTL. */}
            <ChevronLeftIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <IconButton
            aria-label={t('banners.next')}
            onClick={() => go(index + 1)}
            size="small"
            sx={{ ...arrowSx, insetInlineEnd: 8 }}
          >
            <ChevronRightIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              bottom: 8,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0,
            }}
          >
            <IconButton
              aria-label={stopped ? t('banners.play') : t('banners.pause')}
              onClick={() => setStopped((s) => !s)}
              size="small"
              sx={{ ...controlSx, p: 0.25 }}
            >
              {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
            </IconButton>
            {banners.map((banner, i) => (
              <Box
                key={banner.id}
                component="button"
                type="button"
                aria-label={t('banners.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                sx={{
                  // A 24 px target (WCAG 2.2 target size) around the small dot drawn inside it.
                  width: i === index ? 32 : 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  borderRadius: 12,
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  transition: 'width 200ms ease',
                  '&::before': {
                    content: '""',
                    display: 'block',
                    width: i === index ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.55)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
                    transition: 'width 200ms ease',
                  },
                  '&:focus-visible': controlSx['&.Mui-focusVisible'],
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
