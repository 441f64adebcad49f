// The order's journey, newest first: the carrier's scans (where and when) merged with the order's own steps
// (created, weighed, paid, shipped, delivered, completed, closed). Times in the tenant's zone. A vertical line
// on the inline-start side reads the same in both directions.
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { TrackingEvent, TransitTimelineEntry } from '@/contract';
import { useTenant } from '@/stores/tenant';
import styles from './TrackingTimeline.module.css';

type Entry = { key: string; at: string; title: string; detail: string };

export function timelineEntries(
  timeline: readonly TransitTimelineEntry[],
  tracking: readonly TrackingEvent[],
  label: { status: (s: TransitTimelineEntry['status']) => string; event: (c: TrackingEvent['code']) => string },
): Entry[] {
  const entries: Entry[] = [
    ...timeline.map((e, i) => ({ key: `s${i}`, at: e.at, title: label.status(e.status), detail: e.note })),
    ...tracking.map((e, i) => ({ key: `t${i}`, at: e.at, title: label.event(e.code), detail: e.location })),
  ];
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export default function TrackingTimeline({
  timeline,
  tracking,
}: {
  timeline: readonly TransitTimelineEntry[];
  tracking: readonly TrackingEvent[];
}) {
  const { t } = useTranslation('shipping');
  const format = useFormat();
  const tenant = useTenant();
  const entries = timelineEntries(timeline, tracking, {
    status: (s) => t(`transit.status.${s}`),
    event: (c) => t(`transit.event.${c}`),
  });
  if (entries.length === 0) return <p className={styles.none}>{t('transit.noEvents')}</p>;
  return (
    <ol aria-label={t('transit.timeline')} className={styles.timeline} data-testid="tracking-timeline">
      {entries.map((entry) => (
        <li key={entry.key} className={styles.entry}>
          <p className={styles.title}>{entry.title}</p>
          <p className={styles.when}>
            <bdi>{format.dateTime(entry.at, tenant.timezoneOffset)}</bdi>
            {entry.detail ? ` · ${entry.detail}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
