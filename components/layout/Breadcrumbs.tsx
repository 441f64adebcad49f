// The content header's trail: Home first, then the page's own items. Each item is at most 540 px wide
// and ends in an ellipsis (the full text stays in the title). The last item is the current page, not a link.
// Plain elements under one style worked out once per theme (the look MUI's Breadcrumbs, Link and Typography gave
// it), not a styled component and an sx per item: the trail is on most pages. Trails are short (Home and at most a
// few items), so MUI's collapsing of more than eight items is not needed.
import { Fragment } from 'react';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { styled } from '@mui/material/styles';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { stylesPerTheme } from '@/theme/stylesPerTheme';
import { BREADCRUMB_ITEM_MAX_WIDTH_PX } from './layoutConstants';
import type { Breadcrumb } from '@/services/pageSettings';

export interface BreadcrumbsProps {
  items: readonly Breadcrumb[];
}

const PART = {
  list: 'Breadcrumbs-list',
  item: 'Breadcrumbs-item',
  separator: 'Breadcrumbs-separator',
  text: 'Breadcrumbs-text',
  link: 'Breadcrumbs-link',
} as const;

const Trail = styled('nav')(
  stylesPerTheme((theme) => {
    const cut = {
      display: 'block',
      maxWidth: BREADCRUMB_ITEM_MAX_WIDTH_PX,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    } as const;
    return {
      margin: 0,
      ...theme.typography.body1,
      color: theme.palette.text.secondary,
      minWidth: 0,
      [`& .${PART.list}`]: {
        display: 'flex',
        flexWrap: 'nowrap',
        alignItems: 'center',
        padding: 0,
        margin: 0,
        listStyle: 'none',
      },
      // The current page gives way first: earlier items keep their width (up to a share of the row), so a long
      // product title on a phone does not squeeze "Home" down to "H…".
      [`& .${PART.item}`]: { minWidth: 0 },
      [`& .${PART.item}:not(:last-of-type)`]: { flexShrink: 0, maxWidth: '35%' },
      [`& .${PART.separator}`]: { display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 },
      // The chevron points along the reading direction.
      [`& .${PART.separator} svg`]: { transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' },
      // The current page keeps the trail's colour, as it had as Typography (whose color="text.primary" matched none of
      // its colour variants).
      [`& .${PART.text}`]: { margin: 0, ...theme.typography.body1, ...cut },
      [`& .${PART.link}`]: {
        margin: 0,
        font: 'inherit',
        letterSpacing: 'inherit',
        textDecoration: 'none',
        color: theme.palette.text.secondary,
        ...cut,
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 },
      },
    };
  }),
);

export default function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  const trail: Breadcrumb[] = [{ label: 'nav.home', href: '/' }, ...items.filter((item) => item.href !== '/')];
  return (
    <Trail aria-label={t('header.breadcrumbs')}>
      <ol className={PART.list}>
        {trail.map((item, index) => {
          const text = item.raw ? item.label : t(item.label);
          // A raw item (a product title, a searched keyword) takes its own direction from its first letter, so a Latin
          // title on a right-to-left page keeps its quotes and punctuation in place and is cut at its end, not its start.
          const dir = item.raw ? 'auto' : undefined;
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 && (
                <li aria-hidden className={PART.separator}>
                  <NavigateNextIcon fontSize="small" />
                </li>
              )}
              <li className={PART.item}>
                {last || !item.href ? (
                  <p className={PART.text} title={text} aria-current={last ? 'page' : undefined} dir={dir}>
                    {text}
                  </p>
                ) : (
                  <NextLink className={PART.link} href={item.href} title={text} dir={dir}>
                    {text}
                  </NextLink>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </Trail>
  );
}
