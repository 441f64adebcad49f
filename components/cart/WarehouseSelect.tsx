// Where the sellers send the goods: one of the tenant's warehouses in China, with its address under the choice.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { errorText } from '@/utils/errorText';
import type { WarehousesState } from './useWarehouses';

export default function WarehouseSelect({
  state,
  value,
  onChange,
  onRetry,
  disabled,
}: {
  state: WarehousesState;
  value: string | null;
  onChange: (id: string) => void;
  onRetry: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['cart', 'common']);
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common:errorState.retry')}
          </Button>
        }
      >
        {t('cart:warehouse.loadError')} {errorText(t, state.error)}
      </Alert>
    );
  }
  if (state.status !== 'ready')
    return <Skeleton variant="rounded" height={56} aria-label={t('cart:warehouse.loading')} />;
  if (state.data.length === 0) return <Alert severity="warning">{t('cart:warehouse.none')}</Alert>;
  const chosen = state.data.find((w) => w.id === value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('cart:warehouse.label')}
      value={chosen ? chosen.id : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      helperText={chosen ? chosen.address : t('cart:warehouse.hint')}
      // A long name wraps instead of being cut: on a right-to-left page the cut would fall on a Latin name's start.
      // The class is doubled to outweigh the Select's own nowrap/ellipsis rule, which has the same specificity and
      // comes later.
      sx={{
        '& .MuiSelect-select.MuiSelect-select': {
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
          textOverflow: 'clip',
        },
      }}
      slotProps={{ formHelperText: { sx: { overflowWrap: 'anywhere' } } }}
    >
      {state.data.map((w) => (
        <MenuItem key={w.id} value={w.id}>
          <bdi>{w.name}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}
