// The confirmation under Add to cart. Focus moves to it when it appears, so a keyboard or screen-reader shopper
// hears that the item went in and finds the way to the cart right there, instead of focus staying on a button
// whose work is done while a toast elsewhere fades.
import { useEffect, useRef } from 'react';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { withMuiScope } from '@/theme/MuiScope';

function AddedToCartNotice() {
  const { t } = useTranslation('product');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="success"
      data-testid="added-to-cart"
      action={
        <Button component={NextLink} href="/cart" color="inherit" size="small">
          {t('cart.view')}
        </Button>
      }
    >
      {t('cart.added')}
    </Alert>
  );
}

export default withMuiScope(AddedToCartNotice);
