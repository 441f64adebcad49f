// A search by order number (or part of one) for the lists that offer it: my purchases and the payments to make.
// The shopper types, then submits with Enter or the search button at the end of the box.
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { ORDER_NO_MAX_LENGTH } from '@/components/orders/orderQuery';
import TextInput from './TextInput';

export default function OrderNoSearch({
  value,
  onChange,
  onSubmit,
  label,
  buttonLabel,
  widthPx,
}: {
  value: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  label: string;
  /** The search button's accessible name. */
  buttonLabel: string;
  /** The box's width from sm up (on phones it takes a row of its own). */
  widthPx: number;
}) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      sx={{ flex: { xs: '1 1 100%', sm: `0 1 ${widthPx}px` } }}
    >
      <TextInput
        size="small"
        fullWidth
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, ORDER_NO_MAX_LENGTH))}
        label={label}
        slotProps={{
          htmlInput: { dir: 'ltr' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" size="small" aria-label={buttonLabel}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
