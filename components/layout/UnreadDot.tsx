// The red dot on "my messages" (account menu and phone drawer) while there are unread notifications.
import Box from '@mui/material/Box';

export default function UnreadDot({ label }: { label: string }) {
  return (
    <Box
      component="span"
      data-testid="unread-dot"
      role="img"
      aria-label={label}
      sx={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'error.main',
        flex: '0 0 auto',
      }}
    />
  );
}
