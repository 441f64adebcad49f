// The order's steps, oldest first, each with its time in the tenant's zone and the note the server wrote.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFormat } from '@/components/common/useFormat';
import type { OrderTimelineEntry } from '@/contract';
import { useTenant } from '@/stores';

export default function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const tenant = useTenant();
  return (
    <Box component="ol" aria-label={t('detail.timeline')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        return (
          <Box
            component="li"
            key={`${entry.status}-${entry.at}`}
            sx={{ display: 'flex', gap: 1.5, pb: last ? 0 : 2, position: 'relative' }}
            data-testid="timeline-entry"
          >
            <Box aria-hidden sx={{ position: 'relative', width: 12, flexShrink: 0 }}>
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  mt: 0.5,
                  borderRadius: '50%',
                  bgcolor: last ? 'primary.main' : 'action.disabled',
                }}
              />
              {!last && (
                <Box
                  sx={{ position: 'absolute', insetInlineStart: 5, top: 18, bottom: -4, width: 2, bgcolor: 'divider' }}
                />
              )}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: last ? 600 : 400 }}>
                {t(`status.${entry.status}`)}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="p">
                <bdi>{format.dateTime(entry.at, tenant.timezoneOffset)}</bdi>
              </Typography>
              {entry.note && (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.note}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
