// Cascading region selects for one country: one select per level of the tenant's district tree (state or
// province, then city, then district), each appearing once its parent is chosen. A country without a tree shows
// nothing (the city and street fields carry the address). A failed tree load says so with a retry.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import type { AddressDistrict } from '@/contract';
import { chooseDistrict, districtLevels } from './districtLevels';
import type { Load } from './useAddressReference';

/** The label of a level: state or province, city, then district for every deeper level. */
function levelKey(depth: number) {
  if (depth === 0) return 'address:field.regionLevel1' as const;
  return depth === 1 ? ('address:field.regionLevel2' as const) : ('address:field.regionLevel3' as const);
}

export default function RegionPicker({
  tree,
  codes,
  onChange,
  error,
  onRetry,
  idPrefix,
}: {
  tree: Load<AddressDistrict[]>;
  codes: readonly string[];
  onChange: (codes: string[], picked: AddressDistrict, depth: number) => void;
  /** Shown under the first level without a choice. */
  error?: string;
  onRetry: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation(['address', 'common']);
  if (tree.status === 'loading') return <Skeleton variant="rounded" height={56} aria-label={t('address:loading')} />;
  if (tree.status === 'failed') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('address:retry')}
          </Button>
        }
      >
        {t('address:districtsError')}
      </Alert>
    );
  }
  const levels = districtLevels(tree.data, codes);
  if (tree.data.length === 0) return null;
  // The error shows under the first level without a choice, or under the last one when the API refused a full path.
  const open = levels.findIndex((level) => !level.selected);
  const firstOpen = open === -1 ? levels.length - 1 : open;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(160px, 1fr))' },
      }}
    >
      {levels.map((level, depth) => (
        <TextField
          key={depth}
          id={`${idPrefix}-region-${depth}`}
          select
          required
          fullWidth
          label={t(levelKey(depth))}
          value={level.selected?.code ?? ''}
          onChange={(event) => {
            const picked = level.options.find((d) => d.code === event.target.value);
            if (picked) onChange(chooseDistrict(codes, depth, picked.code), picked, depth);
          }}
          error={Boolean(error) && depth === firstOpen}
          helperText={depth === firstOpen ? error : undefined}
        >
          {level.options.map((district) => (
            <MenuItem key={district.code} value={district.code}>
              {district.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
