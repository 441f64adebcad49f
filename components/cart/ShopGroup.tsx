// One shop's lines in the cart, with a checkbox that selects or clears all of them.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { CartShop } from '@/contract';

export default function ShopGroup({
  shop,
  selected,
  onSelectShop,
  children,
}: {
  shop: CartShop;
  selected: ReadonlySet<string>;
  onSelectShop: (on: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const ids = shop.cartItems.map((item) => item.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={shop.shopName}
      data-testid="cart-shop"
      sx={{ px: { xs: 1.5, sm: 2 }, py: 1, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          onChange={(e) => onSelectShop(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('selectShop', { shop: shop.shopName }) } }}
          sx={{ p: 0.5, marginInlineStart: -0.5 }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{shop.shopName}</bdi>
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {children}
      </Box>
    </Paper>
  );
}
