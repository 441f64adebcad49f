// Two date pickers, first and last day, in the page's language (pickerLocale.ts). The values are plain days
// (YYYY-MM-DD); the last day cannot be before the first. Either may be cleared for an open range. They take over
// from the plain fields (LazyDateRangeFields) where the shopper was: `handover` names the field to focus, or whose
// calendar to open.
import { useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from 'next-i18next/pages';
import { DAY_FORMAT } from './dateRange';
import type { DateField, DateRangeFieldsProps, PickerHandover } from './pickerHandover';
import { withMuiScope } from '@/theme/MuiScope';
import { dayjsLocale, pickerPack } from './pickerLocale';

function toDay(value: Dayjs | null): string | null {
  return value && value.isValid() ? value.format(DAY_FORMAT) : null;
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
  const from = value.from ? dayjs(value.from) : null;
  const to = value.to ? dayjs(value.to) : null;
  const common = {
    format: DAY_FORMAT,
    slotProps: {
      textField: { size: 'small' as const, fullWidth: true },
      field: { clearable: true },
      actionBar: { actions: ['clear' as const, 'cancel' as const, 'accept' as const] },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale(locale)} localeText={localeText}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DatePicker
          {...common}
          {...opening('from')}
          label={t('range.from')}
          value={from}
          maxDate={to ?? undefined}
          onChange={(day) => onChange({ ...value, from: toDay(day) })}
          slotProps={{ ...common.slotProps, textField: { ...common.slotProps.textField, id: `${idPrefix}-from` } }}
        />
        <DatePicker
          {...common}
          {...opening('to')}
          label={t('range.to')}
          value={to}
          minDate={from ?? undefined}
          onChange={(day) => onChange({ ...value, to: toDay(day) })}
          slotProps={{ ...common.slotProps, textField: { ...common.slotProps.textField, id: `${idPrefix}-to` } }}
        />
      </Box>
    </LocalizationProvider>
  );
}

// Loaded on demand (LazyDateRangeFields) into a page that may have no MUI scope of its own.
export default withMuiScope(DateRangeFields);
