// One saved receiving address at a China warehouse: the member code (large, the thing a shopper must not get
// wrong) and the lines to paste into a shop's address form, each copied with one click, plus "copy all" for
// forms with one big address box. Plain elements styled by a static stylesheet (ReceivingAddressCard.module.css).
import { useTranslation } from 'next-i18next/pages';
import type { UserWarehouse } from '@/contract';
import CopyText, { copyToClipboard } from '@/components/common/CopyText';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import PlainTextButton from '@/components/common/PlainTextButton';
import { useNotify } from '@/stores/notify';
import { CONTENT_COPY } from './warehouseIconPaths';
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
    <li data-testid="receiving-address" className={styles.card}>
      <div className={styles.heading}>
        <h3 className={styles.name}>{saved.warehouse.name}</h3>
        <p className={styles.memberLine}>
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
        </p>
      </div>
      <dl className={styles.lines}>
        {LINES.filter((line) => address[line]).map((line) => (
          <div key={line} className={styles.line}>
            <dt className={styles.lineLabel}>{t(`warehouses.line.${line}`)}</dt>
            <dd className={styles.lineValue}>
              <CopyText
                value={address[line]}
                ariaLabel={t('warehouses.copyLine', { label: t(`warehouses.line.${line}`) })}
                {...copyProps}
              >
                {address[line]}
              </CopyText>
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <PlainButton
          variant="contained"
          className={styles.small}
          startIcon={<PlainIcon d={CONTENT_COPY} className={styles.smallIcon} />}
          onClick={async () => {
            if (await copyToClipboard(all)) notify.success(t('warehouses.copied'));
            else notify.error(t('warehouses.copyFailed'));
          }}
        >
          {t('warehouses.copyAll')}
        </PlainButton>
        <PlainTextButton size="small" className={styles.remove} onClick={onRemove} disabled={busy}>
          {t('warehouses.remove')}
        </PlainTextButton>
      </div>
    </li>
  );
}
