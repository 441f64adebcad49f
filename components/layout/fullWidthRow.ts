// The gutters of a full-width MUI Container (16 px, 24 px from sm), at most 1920 px wide: the rows of the status
// bar and the header, which are plain elements under one style rather than Containers (they are on every page).
import type { Theme } from '@mui/material/styles';

export function fullWidthRow(theme: Theme) {
  return {
    /** The row's own box. */
    row: {
      width: '100%',
      maxWidth: 1920,
      marginLeft: 'auto',
      marginRight: 'auto',
      boxSizing: 'border-box',
      paddingLeft: theme.spacing(2),
      paddingRight: theme.spacing(2),
    },
    /** The wider gutters, to spread into the row's rules from sm up. */
    sm: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  } as const;
}
