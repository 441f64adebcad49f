// The amount box of the balance forms (top up by transfer, top up online, withdraw): typed as text so the shopper
// may write "1,000.50", read by parseAmount on submit; the hint shows until there is a problem to say instead.
import TextField from '@mui/material/TextField';

export default function AmountField({
  label,
  value,
  onChange,
  problem,
  hint,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** What is wrong with the amount, shown in place of the hint. */
  problem: string | null | undefined;
  hint: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? hint}
      required
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}
