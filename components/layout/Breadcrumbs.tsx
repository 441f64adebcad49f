// The content header's trail: Home first, then the page's own items. Each item is at most 540 px wide
// and ends in an ellipsis (the full text stays in the title). The last item is the current page, not a link.
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { BREADCRUMB_ITEM_MAX_WIDTH_PX } from './layoutConstants';
import type { Breadcrumb } from '@/services/pageSettings';

export interface BreadcrumbsProps {
  items: readonly Breadcrumb[];
}

const itemSx = {
  display: 'block',
  maxWidth: BREADCRUMB_ITEM_MAX_WIDTH_PX,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export default function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  const trail: Breadcrumb[] = [{ label: 'nav.home', href: '/' }, ...items.filter((item) => item.href !== '/')];
  return (
    <MuiBreadcrumbs
      aria-label={t('header.breadcrumbs')}
      // The chevron points along the reading direction.
      separator={<NavigateNextIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
      // The current page gives way first: earlier items keep their width (up to a share of the row), so a long
      // product title on a phone does not squeeze "Home" down to "H…".
      sx={{
        minWidth: 0,
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
        '& .MuiBreadcrumbs-li:not(:last-of-type)': { flexShrink: 0, maxWidth: '35%' },
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
      }}
    >
      {trail.map((item, index) => {
        const text = item.raw ? item.label : t(item.label);
        // A raw item (a product title, a searched keyword) takes its own direction from its first letter, so a Latin
        // title on a right-to-left page keeps its quotes and punctuation in place and is cut at its end, not its start.
        const dir = item.raw ? 'auto' : undefined;
        const last = index === trail.length - 1;
        if (last || !item.href) {
          return (
            <Typography key={`${index}-${item.label}`} color={last ? 'text.primary' : 'text.secondary'} title={text} aria-current={last ? 'page' : undefined} dir={dir} sx={itemSx}>
              {text}
            </Typography>
          );
        }
        return (
          <Link key={`${index}-${item.label}`} component={NextLink} href={item.href} underline="hover" color="text.secondary" title={text} dir={dir} sx={itemSx}>
            {text}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
