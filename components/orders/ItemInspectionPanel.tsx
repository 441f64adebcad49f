// What the warehouse found for one purchase-order item (its photos and measured weight) and the shopper's say on it:
// accept it, or ask for a return or an exchange; then the request's status and the agent's note. Shown under the
// item in the order and in its parcel. The server's answer replaces the shown state after each action.
import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { usePending } from '@/components/account/usePending';
import { useFormat } from '@/components/common/useFormat';
import { cnyText } from '@/components/payments/MoneyText';
import ParcelPhotos from '@/components/shipping/ParcelPhotos';
import type { AfterSaleRequest, ItemInspection } from '@/contract';
import { acceptOrderItem } from '@/services/inspection';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';

const AfterSaleDialog = dynamic(() => import('./AfterSaleDialog'), { ssr: false });

const CHIP_COLOUR = { PENDING: 'info', APPROVED: 'success', REJECTED: 'default' } as const;

function RequestStatus({ request }: { request: AfterSaleRequest }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const label =
    request.status === 'PENDING'
      ? t(`inspection.pending.${request.kind}`)
      : request.status === 'APPROVED'
        ? t(`inspection.approved.${request.kind}`, { amount: cnyText(format, request.refundedAmount) })
        : t(`inspection.rejected.${request.kind}`);
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={CHIP_COLOUR[request.status]}
        label={label}
        data-testid="after-sale-status"
        sx={{
          maxWidth: '100%',
          height: 'auto',
          py: 0.25,
          '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        }}
      />
      {request.decisionNote && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere', flexBasis: '100%' }}>
          {t('inspection.note', { note: request.decisionNote })}
        </Typography>
      )}
    </>
  );
}

export default function ItemInspectionPanel({
  itemId,
  title,
  inspection: initial,
}: {
  itemId: string;
  title: string;
  inspection: ItemInspection;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const format = useFormat();
  const http = useHttp();
  const notify = useNotify();
  const { pending, run } = usePending();
  const [inspection, setInspection] = useState(initial);
  const [asking, setAsking] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLDivElement>(null);
  // A newer inspection from the page (the order read again) replaces the one shown.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setInspection(initial);
  }

  // After an action the buttons may be gone: focus moves to the status they left behind.
  const settle = (next: ItemInspection) => {
    setInspection(next);
    requestAnimationFrame(() => status.current?.focus());
  };
  const accept = () =>
    void run(async () => {
      const result = await acceptOrderItem(http, itemId);
      if (result.ok) settle(result.data);
      else notify.error(errorText(t, result.error));
    });
  const closeDialog = () => {
    setAsking(false);
    askButton.current?.focus();
  };

  return (
    <Box
      data-testid="item-inspection"
      sx={{
        mt: 1,
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        minWidth: 0,
      }}
    >
      {inspection.photos.length > 0 && (
        <ParcelPhotos
          photos={inspection.photos}
          parcelNo={title}
          title={t('orders:inspection.photosTitle', { title })}
          openLabel={t('orders:inspection.openPhotos', { number: inspection.photos.length, title })}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
          {t('orders:inspection.heading')}
        </Typography>
        {inspection.weightGrams !== null && (
          <Typography variant="caption" component="p">
            <bdi>{t('orders:inspection.weight', { weight: format.weight(inspection.weightGrams) })}</bdi>
          </Typography>
        )}
        <Box
          ref={status}
          tabIndex={-1}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', outline: 'none' }}
        >
          {inspection.acceptedAt && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={t('orders:inspection.accepted')}
              data-testid="after-sale-status"
            />
          )}
          {inspection.request && <RequestStatus request={inspection.request} />}
        </Box>
        {(inspection.canAccept || inspection.canRequest) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {inspection.canAccept && (
              <Button size="small" variant="outlined" onClick={accept} loading={pending}>
                {t('orders:inspection.accept')}
              </Button>
            )}
            {inspection.canRequest && (
              <Button
                size="small"
                ref={askButton}
                onClick={() => setAsking(true)}
                disabled={pending}
                aria-haspopup="dialog"
              >
                {t('orders:inspection.ask')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      {asking && (
        <AfterSaleDialog
          open
          itemId={itemId}
          title={title}
          inspection={inspection}
          onClose={closeDialog}
          onSent={(next) => {
            setAsking(false);
            settle(next);
          }}
        />
      )}
    </Box>
  );
}
