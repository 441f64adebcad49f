// One saved receiving address at a China warehouse: the member code (large, the thing a shopper must not get
// wrong) and the lines to paste into a shop's address form, each copied with one click, plus "copy all" for
// forms with one big address box.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'next-i18next/pages';
import type { UserWarehouse } from '@/contract';
import CopyText, { copyToClipboard } from '@/components/common/CopyText';
import { useNotify } from '@/stores/notify';
import styles from './ReceivingAddressCard.module.css';

const LINES = ['recipient', 'phone', 'address', 'postcode'] as const;

export default function ReceivingAddressCard({
  saved,
  onRemove,
  busy,
}: {
  saved: UserWarehouse;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('shipping');
  const notify = useNotify();
  const address = saved.receivingAddress;
  const all = LINES.map((line) => address[line])
    .filter(Boolean)
    .join('\n');
  const copyProps = { copiedText: t('warehouses.copied'), failedText: t('warehouses.copyFailed') };
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="receiving-address"
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {saved.warehouse.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('warehouses.memberCode')}{' '}
          <CopyText
            value={saved.memberCode}
            ariaLabel={t('warehouses.copyLine', { label: t('warehouses.memberCode') })}
            {...copyProps}
            className={styles.memberCode}
          >
            <bdi dir="ltr" data-testid="member-code">
              {saved.memberCode}
            </bdi>
          </CopyText>
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          my: 2,
        }}
      >
        {LINES.filter((line) => address[line]).map((line) => (
          <Box key={line} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {t(`warehouses.line.${line}`)}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, minWidth: 0 }}>
              <CopyText
                value={address[line]}
                ariaLabel={t('warehouses.copyLine', { label: t(`warehouses.line.${line}`) })}
                {...copyProps}
              >
                {address[line]}
              </CopyText>
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={async () => {
            if (await copyToClipboard(all)) notify.success(t('warehouses.copied'));
            else notify.error(t('warehouses.copyFailed'));
          }}
        >
          {t('warehouses.copyAll')}
        </Button>
        <Button size="small" color="error" onClick={onRemove} disabled={busy}>
          {t('warehouses.remove')}
        </Button>
      </Box>
    </Paper>
  );
}
