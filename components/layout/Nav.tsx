// The header navigation: Home plus the enabled article pages, every one reachable at every width and in every
// language. Items that do not fit the strip move, from the end, into a "More" menu button (a menu of links,
// keyboard and screen-reader friendly); the current item is highlighted (aria-current) in the strip or, when it
// sits in the menu, on the More button and in the menu. From 1430 px the items are centred. The strip and its links
// are plain elements styled by a static stylesheet (Nav.module.css): the navigation is on every page.
// The fit is measured in a ResizeObserver callback (after layout, never forcing one): the first render, on the
// server too, shows every item with the More button laid out but invisible, which is the pass that measures.
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import PlainIcon from '@/components/common/PlainIcon';
import { ARROW_DROP_DOWN } from '@/components/common/plainIconPaths';
import type { ArticleType } from '@/contract';
import styles from './Nav.module.css';
import { activeNavHref, buildNavItems } from './navItems';

const NavMorePopup = dynamic(() => import('./NavMorePopup'));

export interface NavProps {
  /** null while unknown: Home only. */
  enabledArticleTypes: readonly ArticleType[] | null;
}

/** The strip's gap between items, in px (the `gap` of Nav.module.css). */
const GAP_PX = 4;

/**
 * How many items fit in `available` px, the rest going to the More button: all when their widths fit, otherwise
 * as many from the start as fit beside the More button.
 */
export function fittingCount(itemWidths: readonly number[], moreWidth: number, available: number): number {
  const all = itemWidths.reduce((sum, w) => sum + w, 0) + GAP_PX * Math.max(0, itemWidths.length - 1);
  if (all <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + GAP_PX + width > available) break;
    used += GAP_PX + width;
    count += 1;
  }
  return count;
}

export default function Nav({ enabledArticleTypes }: NavProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const items = useMemo(() => buildNavItems(enabledArticleTypes ?? []), [enabledArticleTypes]);
  const active = activeNavHref(items, router.asPath);
  // Widths change with the items and the language: a new key measures again.
  const layoutKey = `${router.locale ?? ''}|${items.map((item) => item.href).join(' ')}`;
  const [fit, setFit] = useState<{ key: string; count: number } | null>(null);
  const measuring = fit?.key !== layoutKey;
  const count = measuring ? items.length : fit.count;
  const widths = useRef<{ key: string; items: number[]; more: number } | null>(null);

  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // Not displayed (phones use the drawer): nothing to measure until it shows.
      if (nav.clientWidth === 0) return;
      if (widths.current?.key !== layoutKey) {
        // Only the measuring pass shows every item and the More button.
        const shown = list.querySelectorAll<HTMLElement>(':scope > li[data-nav-item]:not([hidden])');
        const more = list.querySelector<HTMLElement>(':scope > li[data-nav-more]');
        if (shown.length !== items.length || !more) return;
        widths.current = {
          key: layoutKey,
          items: Array.from(shown, (li) => li.getBoundingClientRect().width),
          more: more.getBoundingClientRect().width,
        };
      }
      const next = fittingCount(widths.current.items, widths.current.more, nav.clientWidth);
      setFit((previous) =>
        previous?.key === layoutKey && previous.count === next ? previous : { key: layoutKey, count: next },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [layoutKey, items.length]);

  const overflow = items.slice(count);
  const activeInMenu = overflow.some((item) => item.href === active);

  return (
    <nav ref={navRef} aria-label={t('nav.label')}>
      <ul ref={listRef} className={styles.list} data-testid="nav-scroller">
        {items.map((item, index) => (
          <li key={item.href} data-nav-item="" hidden={index >= count}>
            <NextLink href={item.href} aria-current={item.href === active ? 'page' : undefined}>
              {t(`nav.${item.key}`)}
            </NextLink>
          </li>
        ))}
        {(measuring || overflow.length > 0) && (
          <li data-nav-more="" data-measuring={measuring ? '' : undefined} aria-hidden={measuring || undefined}>
            <button
              id={buttonId}
              type="button"
              tabIndex={measuring ? -1 : undefined}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : 'false'}
              data-current={activeInMenu ? '' : undefined}
              onClick={(event: MouseEvent<HTMLElement>) => {
                setOpened(true);
                setAnchor(event.currentTarget);
              }}
            >
              {t('nav.more')}
              <PlainIcon d={ARROW_DROP_DOWN} size="small" />
            </button>
          </li>
        )}
      </ul>
      {opened && (
        <NavMorePopup
          id={menuId}
          labelledBy={buttonId}
          anchor={anchor}
          items={overflow.map((item) => ({ href: item.href, label: t(`nav.${item.key}`) }))}
          active={active}
          onClose={() => setAnchor(null)}
        />
      )}
    </nav>
  );
}
