// Recently viewed products (the watch history in local storage), where a shopper looks for them: a row of cards
// on the search and product pages (`variant="cards"`), and a short list under the focused, empty search box
// (`variant="compact"`). Each entry opens its product page through the same encrypted link as any product card.
import { useId, useMemo } from 'react';
import NextLink from 'next/link';
import FillImage from '@/components/common/FillImage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'next-i18next/pages';
import { clampedCardTitleSx } from '@/components/product/cardLook';
import { useWatchHistory, type WatchHistoryItem } from '@/stores/watchHistory';
import { useFormat } from '@/components/common/useFormat';
import { BASE_CURRENCY } from '@/utils/currency';
import { useProductHrefs } from '@/components/common/useProductHrefs';
import { withMuiScope } from '@/theme/MuiScope';

export interface WatchHistoryListProps {
  variant?: 'cards' | 'compact';
  /** Most entries shown (the store keeps 20). */
  limit?: number;
  /** Show a line of text instead of nothing when the history is empty. */
  showEmpty?: boolean;
  /** Called when an entry is opened (e.g. to close a dropdown). */
  onNavigate?: () => void;
  /** Heading level of the title (cards variant). */
  headingComponent?: 'h2' | 'h3';
}

function Thumb({ src, size }: { src: string; size: number | string }) {
  return (
    <Box
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: size,
        height: size,
        aspectRatio: '1 / 1',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      {src ? (
        <FillImage
          src={src}
          alt=""
          sizes={typeof size === 'number' ? `${size}px` : '160px'}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <ImageOutlinedIcon aria-hidden />
      )}
    </Box>
  );
}

function WatchHistoryList({
  variant = 'cards',
  limit = 20,
  showEmpty = false,
  onNavigate,
  headingComponent = 'h2',
}: WatchHistoryListProps) {
  const { t } = useTranslation('search');
  const { items, clear } = useWatchHistory();
  const format = useFormat();
  const price = (item: WatchHistoryItem) => format.money(item.price, BASE_CURRENCY);
  const titleId = useId();
  const entries = useMemo(() => items.slice(0, limit), [items, limit]);
  const hrefFor = useProductHrefs(entries.map((item) => item.productUrl));
  const shown = useMemo(() => entries.map((item) => ({ item, href: hrefFor(item.productUrl) })), [entries, hrefFor]);

  if (shown.length === 0) {
    return showEmpty ? (
      <Typography variant="body2" color="textSecondary" sx={{ py: 1 }}>
        {t('watchHistory.empty')}
      </Typography>
    ) : null;
  }

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography
        component={variant === 'compact' ? 'p' : headingComponent}
        variant={variant === 'compact' ? 'caption' : 'h6'}
        id={titleId}
        sx={{ fontWeight: 600, color: variant === 'compact' ? 'text.secondary' : 'text.primary' }}
      >
        {t('watchHistory.title')}
      </Typography>
      <Button size="small" color="inherit" onClick={clear} sx={{ color: 'text.secondary' }}>
        {t('watchHistory.clear')}
      </Button>
    </Box>
  );

  if (variant === 'compact') {
    return (
      <Box component="section" aria-labelledby={titleId}>
        {header}
        <List dense disablePadding>
          {shown.map(({ item, href }) => (
            <ListItemButton
              key={item.productId}
              {...(href ? { component: NextLink, href } : { disabled: true })}
              onClick={onNavigate}
              aria-label={t('watchHistory.open', { name: item.name })}
              sx={{ gap: 1.25, borderRadius: 1, px: 1 }}
            >
              <Thumb src={item.coverImage} size={40} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" noWrap title={item.name}>
                  {item.name}
                </Typography>
                <Typography variant="caption" color="textSecondary" noWrap component="p">
                  <bdi>{price(item)}</bdi>
                  {item.shopName && (
                    <>
                      {' '}
                      · <bdi>{item.shopName}</bdi>
                    </>
                  )}
                </Typography>
              </Box>
            </ListItemButton>
          ))}
        </List>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ my: 2 }}>
      {header}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          mt: 1,
          display: 'grid',
          gap: 1.5,
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '42%', sm: 160 },
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x proximity',
        }}
      >
        {shown.map(({ item, href }) => (
          <Box component="li" key={item.productId} sx={{ scrollSnapAlign: 'start', minWidth: 0 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                {...(href ? { component: NextLink, href } : { disabled: true })}
                onClick={onNavigate}
                aria-label={t('watchHistory.open', { name: item.name })}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
              >
                <Thumb src={item.coverImage} size="100%" />
                <Box sx={{ p: 1 }}>
                  <Typography variant="body2" title={item.name} sx={clampedCardTitleSx}>
                    {item.name}
                  </Typography>
                  <Typography variant="subtitle2" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
                    <bdi>{price(item)}</bdi>
                  </Typography>
                  {item.shopName && (
                    <Typography variant="caption" color="textSecondary" noWrap component="p">
                      {item.shopName}
                    </Typography>
                  )}
                </Box>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default withMuiScope(WatchHistoryList);
