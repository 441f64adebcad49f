// The balance page's two date fields as they stand before MUI X's pickers have loaded: outlined fields in the
// pickers' looks (label, value, the calendar button at the end), plain elements on static stylesheets, rendered the
// same on the server and in the browser. A pointer over them or the focus in them says the pickers will be wanted
// (`onWarm`), and focusing a field or pressing a calendar button asks for them (`onTake`), saying where the shopper
// was, for the pickers to carry on from there. Digits typed meanwhile are not lost: `onType` keeps them, and the
// field shows them (`typed`) until they make a day.
import type { FocusEvent, Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';
import OutlinedField, {
  OutlinedFieldEndAdornment,
  outlinedFieldControlClass,
} from '@/components/common/form/OutlinedField';
import PlainIcon from '@/components/common/PlainIcon';
import PlainIconButton from '@/components/common/PlainIconButton';
import { CALENDAR } from './balanceIconPaths';
import { typedDayText, type DayRange } from './dateRange';
import { DATE_FIELDS, type DateField, type PickerHandover } from './pickerHandover';
import { toAsciiDigits } from '@/utils/typedNumber';
import styles from './PlainDateFields.module.css';

export interface PlainDateFieldsProps {
  value: DayRange;
  idPrefix: string;
  onWarm: () => void;
  onTake: (handover: PickerHandover) => void;
  /** The digits typed into each field that have not made a day yet. */
  typed: Record<DateField, string>;
  /** A digit typed into a field, or its last one taken back (Backspace). */
  onType: (field: DateField, key: string) => void;
  /** The focus left a field. */
  onBlur: (event: FocusEvent<HTMLDivElement>) => void;
  ref?: Ref<HTMLDivElement>;
}

export default function PlainDateFields({
  value,
  idPrefix,
  onWarm,
  onTake,
  typed,
  onType,
  onBlur,
  ref,
}: PlainDateFieldsProps) {
  const { t } = useTranslation('balance');
  return (
    <div ref={ref} className={styles.fields} onPointerEnter={onWarm} onFocus={onWarm} onBlur={onBlur}>
      {DATE_FIELDS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const day = value[field];
        const digits = typed[field];
        // Eight digits still here made no day for the range (2026-02-31, or a last day before the first): they stay,
        // marked, for the shopper to take back.
        const wrong = digits.length === 8;
        return (
          <OutlinedField
            key={field}
            id={id}
            label={t(`range.${field}`)}
            size="small"
            fullWidth
            error={wrong}
            filled={Boolean(digits || day)}
            endAdornment={
              <OutlinedFieldEndAdornment>
                <PlainIconButton
                  edge="end"
                  aria-label={day ? t('picker.openWith', { date: day }) : t('picker.open')}
                  onClick={() => onTake({ field, open: true, focus: true })}
                >
                  <PlainIcon d={CALENDAR} />
                </PlainIconButton>
              </OutlinedFieldEndAdornment>
            }
          >
            <input
              id={id}
              className={outlinedFieldControlClass(false)}
              readOnly
              aria-invalid={wrong || undefined}
              value={digits ? typedDayText(digits) : (day ?? '')}
              onKeyDown={(event) => {
                if (event.key !== 'Backspace' && !/^[0-9]$/.test(toAsciiDigits(event.key))) return;
                // The key is this field's alone: the digit that makes a day hands over to the picker, which takes the
                // focus at once and would otherwise receive the same key's character.
                event.preventDefault();
                onType(field, event.key);
              }}
              onFocus={() => onTake({ field, open: false, focus: true })}
              // A field focused before the page had hydrated gets no focus event: its next press hands over instead.
              onClick={() => onTake({ field, open: false, focus: true })}
            />
          </OutlinedField>
        );
      })}
    </div>
  );
}
