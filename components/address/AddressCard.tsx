// One saved address: recipient, phone, the place in one line, a default badge (and a company's name and tax
// number on a billing address), with edit, make-default and delete.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { BillingAddress, UserAddress } from '@/contract';
import { placeLine } from './addressText';

export default function AddressCard({
  address,
  countryLabel,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: UserAddress | BillingAddress;
  countryLabel: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation('address');
  const company = 'sellerKind' in address && address.sellerKind === 'COMPANY' ? address : null;
  return (
    <Box
      component="li"
      data-testid="address-card"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: address.defaultAddress ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        gap: 0.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {address.recipient}
        </Typography>
        {address.defaultAddress && <Chip size="small" color="primary" label={t('default')} />}
        {company && <Chip size="small" variant="outlined" label={t('billing.companyBadge')} />}
      </Box>
      {company && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {company.companyName} · <bdi dir="ltr">{company.taxNumber}</bdi>
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        <bdi dir="ltr">{address.phone}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {/* Isolated: an address typed in Latin letters reads left to right on a right-to-left page, commas in place. */}
        <bdi>{placeLine(address, countryLabel)}</bdi>
      </Typography>
      <Box
        role="group"
        aria-label={t('actionsFor', { name: address.recipient })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
      >
        <Button size="small" variant="outlined" onClick={onEdit} disabled={busy}>
          {t('edit')}
        </Button>
        {!address.defaultAddress && (
          <Button size="small" onClick={onMakeDefault} disabled={busy}>
            {t('makeDefault')}
          </Button>
        )}
        <Button size="small" color="error" onClick={onDelete} disabled={busy}>
          {t('delete')}
        </Button>
      </Box>
    </Box>
  );
}
