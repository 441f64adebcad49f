// One notification: a header row (unread dot, title, time in the tenant's zone) that opens the full text.
// Opening an unread one marks it read (the parent calls the API). Title and text take their direction from their
// own words (dir="auto": a notification stored in English before messages were translated reads left to right in
// an Arabic page), and the values inside them are isolated (IsolatedText).
import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'next-i18next/pages';
import type { UserNotification } from '@/contract';
import IsolatedText from '@/components/common/IsolatedText';

export default function MessageItem({
  notification,
  time,
  open,
  onToggle,
}: {
  notification: UserNotification;
  /** Already formatted in the tenant's zone. */
  time: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('account');
  const panelId = useId();
  const unread = !notification.read;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <ButtonBase
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          textAlign: 'start',
          px: { xs: 1.5, sm: 2 },
          py: 1.5,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'error.main' : 'transparent',
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, rowGap: 0.25 }}>
            <Typography
              component="span"
              sx={{ flex: '1 1 12rem', minWidth: 0, fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
            >
              {unread && <Box component="span" sx={visuallyHidden}>{`${t('messages.unreadLabel')}: `}</Box>}
              <span dir="auto">
                <IsolatedText text={notification.title} />
              </span>
            </Typography>
            <Typography
              component="time"
              dateTime={notification.createdAt}
              variant="caption"
              color="text.secondary"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {time}
            </Typography>
          </Box>
          {!open && (
            <Typography variant="body2" color="text.secondary" noWrap dir="auto" sx={{ mt: 0.25 }}>
              <IsolatedText text={notification.content} />
            </Typography>
          )}
        </Box>
        <ExpandMoreIcon
          aria-hidden
          sx={{
            mt: 0.25,
            color: 'text.secondary',
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </ButtonBase>
      <Collapse in={open} unmountOnExit>
        <Typography
          id={panelId}
          variant="body2"
          sx={{
            px: { xs: 1.5, sm: 2 },
            pb: 2,
            paddingInlineStart: { xs: 4.5, sm: 5 },
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          <Box component="span" dir="auto" sx={{ display: 'block' }}>
            <IsolatedText text={notification.content} />
          </Box>
        </Typography>
      </Collapse>
    </Box>
  );
}
