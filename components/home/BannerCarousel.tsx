// Home banners: an accessible carousel (WAI-ARIA APG "carousel" pattern). It advances every few seconds, but
// not while the pointer is over it, while anything inside has focus, after the shopper pressed pause, or when
// the system asks for reduced motion (WCAG 2.2.2: moving content must be pausable).
import { useCallback, useEffect, useState } from 'react';
import FillImage from '@/components/common/FillImage';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { SiteImage } from '@/contract';
import PlainIcon from '@/components/common/PlainIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT, PAUSE, PLAY_ARROW } from './homeIconPaths';
import { tenantLink } from '@/utils/tenantLink';
import { canOptimise } from './imageSrc';
import styles from './BannerCarousel.module.css';

export const BANNER_INTERVAL_MS = 5000;

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
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
    </a>
  ) : (
    <NextLink href={link.href} className={styles.link}>
      {children}
    </NextLink>
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
    <section
      className={styles.carousel}
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Only the current slide is announced; "polite" only while nothing moves on its own. */}
      <div className={styles.fill} aria-live={paused || !multiple ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={i === index ? `${styles.slide} ${styles.current}` : styles.slide}
            role="group"
            aria-roledescription={t('banners.slide')}
            aria-label={t('banners.position', { index: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <BannerLink banner={banner}>
              <FillImage
                src={banner.imageUrl}
                unoptimized={!canOptimise(banner.imageUrl)}
                alt={banner.title ?? ''}
                sizes="(max-width: 1440px) 100vw, 1440px"
                // The first banner is the home page's largest paint: fetched first, ahead of the scripts.
                preload={i === 0}
                fetchPriority={i === 0 ? 'high' : undefined}
                style={{ objectFit: 'cover' }}
              />
            </BannerLink>
          </div>
        ))}
      </div>

      {multiple && (
        <>
          <button
            type="button"
            className={`${styles.control} ${styles.arrow} ${styles.previous}`}
            aria-label={t('banners.previous')}
            onClick={() => go(index - 1)}
          >
            <PlainIcon d={CHEVRON_LEFT} className={styles.arrowIcon} />
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.arrow} ${styles.next}`}
            aria-label={t('banners.next')}
            onClick={() => go(index + 1)}
          >
            <PlainIcon d={CHEVRON_RIGHT} className={styles.arrowIcon} />
          </button>
          <div className={styles.dots}>
            <button
              type="button"
              className={styles.control}
              aria-label={stopped ? t('banners.play') : t('banners.pause')}
              onClick={() => setStopped((s) => !s)}
            >
              <PlainIcon d={stopped ? PLAY_ARROW : PAUSE} size="small" />
            </button>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('banners.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
