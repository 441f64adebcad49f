// What the warehouse found for one purchase-order item (its photos and measured weight) and the shopper's say on it:
// accept it, or ask for a return or an exchange; then the request's status and the agent's note. Shown under the
// item in the order and in its parcel. The server's answer replaces the shown state after each action.
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { usePending } from '@/components/account/usePending';
import PlainButton from '@/components/common/PlainButton';
import PlainChip from '@/components/common/PlainChip';
import PlainTextButton from '@/components/common/PlainTextButton';
import { useFormat } from '@/components/common/useFormat';
import { cnyText } from '@/components/payments/MoneyText';
import ParcelPhotos from '@/components/shipping/ParcelPhotos';
import type { AfterSaleRequest, ItemInspection } from '@/contract';
import { acceptOrderItem } from '@/services/inspection';
import { useHttp } from '@/stores/http';
import { useNotify } from '@/stores/notify';
import { errorText } from '@/utils/errorText';
import text from './orderText.module.css';
import styles from './ItemInspectionPanel.module.css';

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
      <PlainChip
        variant="outlined"
        color={CHIP_COLOUR[request.status]}
        label={label}
        data-testid="after-sale-status"
        className={styles.requestChip}
      />
      {request.decisionNote && (
        <p className={`${text.caption} ${text.wrap} ${styles.note}`}>
          {t('inspection.note', { note: request.decisionNote })}
        </p>
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

  // After an action the buttons may be gone: focus moves to the status they left behind. In an effect, so it comes
  // after the commit that closed the request dialog, whose focus trap gives its focus back as it goes.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (settled > 0) status.current?.focus();
  }, [settled]);
  const settle = (next: ItemInspection) => {
    setInspection(next);
    setSettled((n) => n + 1);
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
    <div data-testid="item-inspection" className={styles.panel}>
      {inspection.photos.length > 0 && (
        <ParcelPhotos
          photos={inspection.photos}
          parcelNo={title}
          title={t('orders:inspection.photosTitle', { title })}
          openLabel={t('orders:inspection.openPhotos', { number: inspection.photos.length, title })}
        />
      )}
      <div className={styles.body}>
        <p className={`${text.caption} ${styles.heading}`}>{t('orders:inspection.heading')}</p>
        {inspection.weightGrams !== null && (
          <p className={text.caption}>
            <bdi>{t('orders:inspection.weight', { weight: format.weight(inspection.weightGrams) })}</bdi>
          </p>
        )}
        <div ref={status} tabIndex={-1} className={styles.status}>
          {inspection.acceptedAt && (
            <PlainChip
              color="success"
              variant="outlined"
              label={t('orders:inspection.accepted')}
              data-testid="after-sale-status"
            />
          )}
          {inspection.request && <RequestStatus request={inspection.request} />}
        </div>
        {(inspection.canAccept || inspection.canRequest) && (
          <div className={styles.actions}>
            {inspection.canAccept && (
              <PlainButton variant="outlined" className={styles.accept} onClick={accept} pending={pending}>
                {t('orders:inspection.accept')}
              </PlainButton>
            )}
            {inspection.canRequest && (
              <PlainTextButton
                size="small"
                ref={askButton}
                className={styles.ask}
                onClick={() => setAsking(true)}
                disabled={pending}
                aria-haspopup="dialog"
              >
                {t('orders:inspection.ask')}
              </PlainTextButton>
            )}
          </div>
        )}
      </div>
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
    </div>
  );
}
