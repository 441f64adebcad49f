// The "ship to" country chooser of the door cost and the consolidation advice: the tenant's countries, disabled
// until they have loaded.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SupportedCountry } from '@/contract';

export default function ShipToSelect({ id, label, countries, country, onChoose }: {
  id?: string;
  label: string;
  countries: readonly SupportedCountry[];
  country: string | null;
  onChoose: (code: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={countries.length && country ? country : ''}
      onChange={(e) => onChoose(e.target.value)}
      disabled={countries.length === 0}
      sx={{ minWidth: 180, maxWidth: '100%' }}
    >
      {countries.map((c) => <MenuItem key={c.code} value={c.code}>{c.name}</MenuItem>)}
    </TextField>
  );
}
