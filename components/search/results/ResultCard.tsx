// One search result: image, title cut to a display weight (CJK counts double), price in CNY and in the
// tenant's currency, sales and shop. Links to the product page when an address could be built.
import NextLink from 'next/link';
import Image from 'next/image';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ExchangeInfo, ProductCard } from '@/contract';
import { canOptimise } from '@/components/home/imageSrc';
import { truncateByWeight } from '@/utils/textWeight';
import { PriceText } from '@/components/product/PriceText';

/** Two lines of a 240 px card hold about this much Latin text. */
export const RESULT_TITLE_WEIGHT = 56;

export default function ResultCard({ product, href, exchange }: {
  product: ProductCard;
  href: string | null;
  exchange: ExchangeInfo;
}) {
  const { t } = useTranslation('search');
  const title = truncateByWeight(product.title, RESULT_TITLE_WEIGHT);
  const body = (
    <>
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
        {product.coverImage && (
          <Image
            src={product.coverImage}
            unoptimized={!canOptimise(product.coverImage)}
            alt=""
            fill
            sizes="(max-width: 600px) 50vw, (max-width: 900px) 33vw, (max-width: 1200px) 25vw, 240px"
            style={{ objectFit: 'cover' }}
          />
        )}
      </Box>
      <CardContent sx={{ p: 1.25, '&:last-child': { pb: 1.25 } }}>
        <Typography component="h3" variant="body2" title={product.title} sx={{ minHeight: '2.86em', lineHeight: 1.43, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <PriceText min={product.price} max={product.maxPrice ?? product.price} exchange={exchange} size="small" />
        <Typography variant="caption" component="p" color="text.secondary" noWrap>
          {t('results.sales', { count: product.sales })}
        </Typography>
        {product.shopName && (
          <Typography variant="caption" component="p" color="text.secondary" noWrap title={product.shopName}>
            {product.shopName}
          </Typography>
        )}
      </CardContent>
    </>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="result-card">
      {href ? (
        <CardActionArea component={NextLink} href={href} nativeButton={false} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : body}
    </Card>
  );
}
