// The order's journey, newest first: the carrier's scans (where and when) merged with the order's own steps
// (created, weighed, paid, shipped, delivered, completed, closed). Times in the tenant's zone. A vertical line
// on the inline-start side reads the same in both directions.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { TrackingEvent, TransitTimelineEntry } from '@/contract';
import { useTenant } from '@/stores/tenant';

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
  if (entries.length === 0) return <Typography color="textSecondary">{t('transit.noEvents')}</Typography>;
  return (
    <Box component="ol" aria-label={t('transit.timeline')} sx={{ m: 0, p: 0 }} data-testid="tracking-timeline">
      {entries.map((entry, i) => (
        <Box
          component="li"
          key={entry.key}
          sx={{
            listStyle: 'none',
            position: 'relative',
            paddingInlineStart: 3,
            pb: i === entries.length - 1 ? 0 : 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              insetInlineStart: 5,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: i === 0 ? 'primary.main' : 'text.disabled',
            },
            '&::after':
              i === entries.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    insetInlineStart: 9,
                    top: 18,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'divider',
                  },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: i === 0 ? 600 : 400 }}>
            {entry.title}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="p">
            <bdi>{format.dateTime(entry.at, tenant.timezoneOffset)}</bdi>
            {entry.detail ? ` · ${entry.detail}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
