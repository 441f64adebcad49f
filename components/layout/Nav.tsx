// The header navigation: Home plus the enabled article pages. The current item is highlighted
// (aria-current) and scrolled into view; when the items overflow, the mouse wheel scrolls them sideways. From
// 1430 px the items are centred; below that they start at the logo side so the first items stay visible.
import { useEffect, useMemo, useRef } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { getContrastRatio, styled, useTheme, type Theme } from '@mui/material/styles';
import type { ArticleType } from '@/contract';
import { NAV_ALIGNMENT_SHIFT_PX } from './layoutConstants';
import { activeNavHref, buildNavItems } from './navItems';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

export interface NavProps {
  /** null while unknown: Home only. */
  enabledArticleTypes: readonly ArticleType[] | null;
}

/** Wheel → horizontal scroll, only while there is somewhere to go; at either end the page scrolls as usual. */
export function horizontalWheel(element: HTMLElement, rtl: boolean) {
  return (event: WheelEvent) => {
    if (event.ctrlKey) return; // pinch-zoom
    const max = element.scrollWidth - element.clientWidth;
    if (max <= 0) return;
    const delta = Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : 0;
    if (!delta) return;
    // In rtl, scrollLeft runs from 0 (start, right) to -max (end, left).
    const position = rtl ? -element.scrollLeft : element.scrollLeft;
    if ((delta < 0 && position <= 0) || (delta > 0 && position >= max - 1)) return;
    event.preventDefault();
    element.scrollBy({ left: rtl ? -delta : delta });
  };
}

/**
 * The current item's colour: the tenant colour, or the text colour where that lacks contrast (a dark tenant colour
 * on a dark page, a pale one on white; WCAG 3:1 for large/bold text and UI marks).
 */
function activeColorOf(theme: Theme): string {
  const primary = theme.palette.primary.main;
  return getContrastRatio(primary, theme.palette.background.paper) >= 3 ? primary : theme.palette.text.primary;
}

// The strip and its links are plain elements under one style, worked out once per theme rather than one
// ButtonBase with its own sx per item: the navigation is on every page of every request.
const NavList = styled('ul')(stylesPerTheme((theme) => {
  const activeColor = activeColorOf(theme);
  return {
    display: 'flex',
    alignItems: 'stretch',
    // Centred with auto margins rather than justify-content, which would cut off the first items when the
    // strip overflows.
    [`@media (min-width: ${NAV_ALIGNMENT_SHIFT_PX}px)`]: {
      '& > li:first-of-type': { marginInlineStart: 'auto' },
      '& > li:last-of-type': { marginInlineEnd: 'auto' },
    },
    gap: theme.spacing(0.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
    '& > li': { flex: '0 0 auto', display: 'flex' },
    '& a': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      outline: 0,
      border: 0,
      margin: 0,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      paddingInline: theme.spacing(1.5),
      paddingBlock: theme.spacing(1),
      borderRadius: theme.shape.borderRadius,
      whiteSpace: 'nowrap',
      fontSize: 15,
      fontWeight: 500,
      color: theme.palette.text.primary,
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${activeColor}`, outlineOffset: -2 },
    },
    '& a[aria-current="page"]': { fontWeight: 700, color: activeColor, boxShadow: `inset 0 -3px 0 ${activeColor}` },
  };
}));

export default function Nav({ enabledArticleTypes }: NavProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const scroller = useRef<HTMLUListElement>(null);
  const items = useMemo(() => buildNavItems(enabledArticleTypes ?? []), [enabledArticleTypes]);
  const active = activeNavHref(items, router.asPath);

  // A non-passive listener: React's onWheel is passive and cannot stop the page from scrolling.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = horizontalWheel(element, rtl);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [rtl]);

  // Bring the current item into view within the strip. A page opens with the strip at its start, where the first
  // item already is: asking then would only force a layout of the whole page while it hydrates. Otherwise it asks
  // in the next frame, which lays the page out anyway.
  const opened = useRef(false);
  useEffect(() => {
    const strip = scroller.current;
    const element = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    const firstOnOpen = !opened.current && element?.closest('li') === strip?.firstElementChild;
    opened.current = true;
    if (!element || firstOnOpen) return;
    // 'nearest' on the block axis: never scroll the page itself, only the strip.
    const frame = requestAnimationFrame(() => element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [active, items]);

  return (
    <nav aria-label={t('nav.label')}>
      <NavList ref={scroller} data-testid="nav-scroller">
        {items.map((item) => (
          <li key={item.href}>
            <NextLink href={item.href} aria-current={item.href === active ? 'page' : undefined}>
              {t(`nav.${item.key}`)}
            </NextLink>
          </li>
        ))}
      </NavList>
    </nav>
  );
}
