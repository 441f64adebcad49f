// The balance page's two date fields as they stand before MUI X's pickers have loaded: outlined fields in the
// pickers' looks (label, value, the calendar button at the end), plain elements on static stylesheets, rendered the
// same on the server and in the browser. They do nothing themselves: a pointer over them or the focus in them says
// the pickers will be wanted (`onWarm`), and focusing a field or pressing a calendar button asks for them
// (`onTake`), saying where the shopper was, for the pickers to carry on from there.
import type { Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';
import OutlinedField, {
  OutlinedFieldEndAdornment,
  outlinedFieldControlClass,
} from '@/components/common/form/OutlinedField';
import PlainIcon from '@/components/common/PlainIcon';
import PlainIconButton from '@/components/common/PlainIconButton';
import { CALENDAR } from './balanceIconPaths';
import type { DayRange } from './dateRange';
import { DATE_FIELDS, type PickerHandover } from './pickerHandover';
import styles from './PlainDateFields.module.css';

export interface PlainDateFieldsProps {
  value: DayRange;
  idPrefix: string;
  onWarm: () => void;
  onTake: (handover: PickerHandover) => void;
  ref?: Ref<HTMLDivElement>;
}

export default function PlainDateFields({ value, idPrefix, onWarm, onTake, ref }: PlainDateFieldsProps) {
  const { t } = useTranslation('balance');
  return (
    <div ref={ref} className={styles.fields} onPointerEnter={onWarm} onFocus={onWarm}>
      {DATE_FIELDS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const day = value[field];
        return (
          <OutlinedField
            key={field}
            id={id}
            label={t(`range.${field}`)}
            size="small"
            fullWidth
            filled={Boolean(day)}
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
              value={day ?? ''}
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
