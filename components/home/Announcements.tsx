// Announcements as a compact list: title and date always visible, the text behind a disclosure button so a long
// notice does not push the products down. Text is shown as plain text (line breaks kept), never as HTML.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'next-i18next/pages';
import type { Announcement } from '@/contract';
import { clockParts } from '@/utils/clock';
import { accentText } from './accentText';

const pad = (n: number) => String(n).padStart(2, '0');

/** The publication day in the tenant's zone, as YYYY-MM-DD (the status bar's clock uses the same form). */
export function announcementDate(iso: string, offsetHours: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const p = clockParts(time, offsetHours);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

function Item({ item, offsetHours }: { item: Announcement; offsetHours: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const date = announcementDate(item.publishedAt, offsetHours);
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          textAlign: 'start',
          gap: 1.5,
          px: 2,
          py: 1.25,
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
        }}
      >
        <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
          {item.title}
        </Typography>
        {date && (
          <Typography
            component="time"
            dateTime={item.publishedAt}
            variant="caption"
            sx={{ color: 'text.secondary', flexShrink: 0 }}
          >
            {date}
          </Typography>
        )}
        <ExpandMoreIcon
          fontSize="small"
          aria-hidden
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', color: 'text.secondary' }}
        />
      </ButtonBase>
      <Collapse in={open} id={id}>
        <Typography variant="body2" sx={{ px: 2, pb: 1.5, whiteSpace: 'pre-line', color: 'text.secondary' }}>
          {item.content}
        </Typography>
      </Collapse>
    </Box>
  );
}

export default function Announcements({ items, offsetHours }: { items: Announcement[]; offsetHours: number }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
        <CampaignOutlinedIcon fontSize="small" aria-hidden sx={{ color: accentText }} />
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('announcements.title')}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Item key={item.id} item={item} offsetHours={offsetHours} />
        ))}
      </Box>
    </Paper>
  );
}
