// Where to send the money: the channel's account name and number (copied on click), how to pay, the minimum and
// the fee, as the tenant set them.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DepositChannel } from '@/contract';
import CopyText from '@/components/common/CopyText';
import { cnyText } from '@/components/payments/MoneyText';
import { useFormat } from '@/components/common/useFormat';
import styles from './ChannelDetails.module.css';

export default function ChannelDetails({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(['balance', 'common']);
  const format = useFormat();
  return (
    <Box
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5 }}
      data-testid="channel-details"
    >
      <Typography variant="body2">
        <strong>{t('balance:channel.accountName')}</strong> {channel.accountName}
      </Typography>
      <Typography variant="body2" component="div" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <strong>{t('balance:channel.accountNo')}</strong>
        <CopyText
          value={channel.accountNo}
          ariaLabel={t('balance:channel.copy', { account: channel.accountNo })}
          copiedText={t('common:footer.copied')}
          failedText={t('common:footer.copyFailed')}
          className={styles.accountNo}
        >
          <bdi dir="ltr">{channel.accountNo}</bdi>
        </CopyText>
      </Typography>
      {channel.instructions && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {channel.instructions}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary">
        {t('balance:channel.minimum', { amount: cnyText(format, channel.minAmount) })}
        {' · '}
        {t('balance:channel.fee', {
          percent: format.number(channel.feePercent, { maxDecimals: 2 }),
          fixed: cnyText(format, channel.feeFixed),
        })}
      </Typography>
    </Box>
  );
}
