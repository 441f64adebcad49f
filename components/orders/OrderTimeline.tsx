// The order's steps, oldest first, each with its time in the tenant's zone and the note the server wrote.
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { OrderTimelineEntry } from '@/contract';
import { useTenant } from '@/stores';
import text from './orderText.module.css';
import styles from './OrderTimeline.module.css';

export default function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const tenant = useTenant();
  return (
    <ol aria-label={t('detail.timeline')} className={styles.steps}>
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        return (
          <li
            key={`${entry.status}-${entry.at}`}
            className={last ? `${styles.step} ${styles.latest}` : styles.step}
            data-testid="timeline-entry"
          >
            <div aria-hidden className={styles.marker}>
              <div className={styles.dot} />
              {!last && <div className={styles.line} />}
            </div>
            <div className={styles.content}>
              <p className={`${text.bodySmall} ${styles.status}`}>{t(`status.${entry.status}`)}</p>
              <p className={`${text.caption} ${text.secondary}`}>
                <bdi>{format.dateTime(entry.at, tenant.timezoneOffset)}</bdi>
              </p>
              {entry.note && <p className={`${text.bodySmall} ${text.secondary} ${text.wrap}`}>{entry.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
