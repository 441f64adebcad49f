// Two date pickers, first and last day, in the page's language (pickerLocale.ts). The values are plain days
// (YYYY-MM-DD); the last day cannot be before the first. Either may be cleared for an open range. They take over
// from the plain fields (LazyDateRangeFields) where the shopper was: `handover` names the field to focus, or whose
// calendar to open. A date that is not one, or a first day after the last, is said under its field and never
// reaches the page: the list stays filtered by the last range that was one.
import { useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'next-i18next/pages';
import { DAY_FORMAT, isOrderedRange } from './dateRange';
import type { DateField, DateRangeFieldsProps, PickerHandover } from './pickerHandover';
import { withMuiScope } from '@/theme/MuiScope';
import { dayjsLocale, pickerPack } from './pickerLocale';

function toDay(value: Dayjs | null): string | null {
  return value && value.isValid() ? value.format(DAY_FORMAT) : null;
}

type Shown = Record<DateField, Dayjs | null>;

/** What to say under a field for MUI X's reason, or nothing. */
function problemKey(reason: DateValidationError | null): 'range.invalid' | 'range.unordered' | null {
  if (reason === 'invalidDate') return 'range.invalid';
  if (reason === 'minDate' || reason === 'maxDate') return 'range.unordered';
  return null;
}

function DateRangeFields({
  value,
  onChange,
  idPrefix,
  handover,
}: DateRangeFieldsProps & { handover?: PickerHandover }) {
  const { t } = useTranslation('balance');
  const locale = useRouter().locale ?? 'en';
  const localeText = useMemo(
    () => ({
      ...pickerPack(locale),
      cancelButtonLabel: t('picker.cancel'),
      okButtonLabel: t('picker.ok'),
      clearButtonLabel: t('picker.clear'),
      todayButtonLabel: t('picker.today'),
      datePickerToolbarTitle: t('picker.title'),
      fieldClearLabel: t('picker.clear'),
      // What a screen reader announces for each part of the typed date (MUI X has no pack for id, ms, uz, ar, lo).
      year: t('picker.year'),
      month: t('picker.month'),
      day: t('picker.day'),
      openDatePickerDialogue: (formatted: string | null) =>
        formatted ? t('picker.openWith', { date: formatted }) : t('picker.open'),
    }),
    [locale, t],
  );
  const [open, setOpen] = useState<DateField | null>(handover?.open ? handover.field : null);
  const opening = (field: DateField) => ({
    autoFocus: handover?.focus === true && handover.field === field,
    open: open === field,
    onOpen: () => setOpen(field),
    onClose: () => setOpen(null),
  });
  const common = {
    format: DAY_FORMAT,
    slotProps: {
      textField: { size: 'small' as const, fullWidth: true },
      field: { clearable: true },
      actionBar: { actions: ['clear' as const, 'cancel' as const, 'accept' as const] },
    },
  };
  // What the fields show, which may be a date being typed or out of order; `value` is the last range that was one.
  const [shown, setShown] = useState<Shown>(() => ({
    from: value.from ? dayjs(value.from) : null,
    to: value.to ? dayjs(value.to) : null,
  }));
  const [problems, setProblems] = useState<Record<DateField, DateValidationError | null>>({ from: null, to: null });
  const change = (field: DateField, day: Dayjs | null) => {
    const next = { ...shown, [field]: day };
    setShown(next);
    const range = { from: toDay(next.from), to: toDay(next.to) };
    const readable = (d: Dayjs | null) => d === null || d.isValid();
    if (readable(next.from) && readable(next.to) && isOrderedRange(range)) onChange(range);
  };
  const checked = (field: DateField) => {
    const key = problemKey(problems[field]);
    return {
      onError: (reason: DateValidationError) => setProblems((current) => ({ ...current, [field]: reason })),
      textField: {
        ...common.slotProps.textField,
        id: `${idPrefix}-${field}`,
        ...(key ? { helperText: t(key) } : {}),
      },
    };
  };
  const { from, to } = shown;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale(locale)} localeText={localeText}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DatePicker
          {...common}
          {...opening('from')}
          label={t('range.from')}
          value={from}
          maxDate={to?.isValid() ? to : undefined}
          onChange={(day) => change('from', day)}
          onError={checked('from').onError}
          slotProps={{ ...common.slotProps, textField: checked('from').textField }}
        />
        <DatePicker
          {...common}
          {...opening('to')}
          label={t('range.to')}
          value={to}
          minDate={from?.isValid() ? from : undefined}
          onChange={(day) => change('to', day)}
          onError={checked('to').onError}
          slotProps={{ ...common.slotProps, textField: checked('to').textField }}
        />
      </Box>
    </LocalizationProvider>
  );
}

// Loaded on demand (LazyDateRangeFields) into a page that may have no MUI scope of its own.
export default withMuiScope(DateRangeFields);
