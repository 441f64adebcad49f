// The channel choice of a balance form: each channel named by its kind and the tenant's name for it.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import type { DepositChannel } from '@/contract';

export default function ChannelSelect({
  label,
  channels,
  value,
  onChange,
}: {
  label: string;
  channels: DepositChannel[];
  value: string;
  onChange: (channelId: string) => void;
}) {
  const { t } = useTranslation('balance');
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} required>
      {channels.map((c) => (
        <MenuItem key={c.id} value={c.id}>{`${t(`channelKind.${c.kind}`)} · ${c.name}`}</MenuItem>
      ))}
    </TextField>
  );
}
