// The date pickers (MUI X, about 420 KB of script before compression) load when the shopper reaches for them, not
// with the page: a shopper who only reads the balance never downloads them. Until then PlainDateFields stands in
// their place, in their looks. A pointer over the fields or the focus in them starts the download; focusing a field
// or pressing its calendar button hands over, and the pickers, once loaded, carry on where the shopper was: the focus
// in the same field, or that field's calendar open. A shopper who starts typing a date before then is not cut off:
// the plain field takes the digits, the eighth makes the day the range's, and the pickers wait until the digits typed
// have made a day or the shopper has left the fields (what did not make a day is then dropped).
// The pickers never render on the server: MUI X is not bundled into the server build, so there they would render
// with their own copy of Emotion and MUI, outside the page's theme (dark scheme) and its right-to-left style cache.
// In the browser they share the page's, in their own MUI scope (DateRangeFields exports itself through
// withMuiScope). The plain fields are what the server sends and what hydrates, so the markup always matches.
import { useRef, useState, type ComponentType, type FocusEvent } from 'react';
import { toAsciiDigits } from '@/utils/typedNumber';
import { isOrderedRange, typedDay } from './dateRange';
import PlainDateFields from './PlainDateFields';
import { DATE_FIELDS, type DateField, type DateRangeFieldsProps, type PickerHandover } from './pickerHandover';

type Pickers = ComponentType<DateRangeFieldsProps & { handover?: PickerHandover }>;

let pickersCode: Promise<Pickers> | undefined;

/** Starts (once) the download of the pickers' code. A failed download is tried again on the next reach. */
function loadPickers(): Promise<Pickers> {
  pickersCode ??= import('./DateRangeFields').then(
    (module) => module.default,
    (error: unknown) => {
      pickersCode = undefined;
      throw error;
    },
  );
  return pickersCode;
}

function warm() {
  loadPickers().catch(() => undefined);
}

export default function LazyDateRangeFields(props: DateRangeFieldsProps) {
  const [pickers, setPickers] = useState<{ Fields: Pickers; handover: PickerHandover } | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  // The shopper's latest reach: a focus and then a press on the calendar button before the code arrives opens it.
  const reach = useRef<PickerHandover | null>(null);
  const [typed, setTyped] = useState<Record<DateField, string>>({ from: '', to: '' });

  const take = (handover: PickerHandover) => {
    reach.current = handover;
    // A press on a calendar button means the shopper would rather pick: digits typed so far give way.
    if (handover.open) setTyped({ from: '', to: '' });
    loadPickers().then(
      (Fields) => {
        const latest = reach.current ?? handover;
        // The shopper may have moved on while the code loaded: the pickers then neither take the focus nor open.
        const active = document.activeElement;
        const stillHere = !active || active === document.body || Boolean(fields.current?.contains(active));
        setPickers({ Fields, handover: stillHere ? latest : { ...latest, open: false, focus: false } });
      },
      // Offline: the plain fields stay, and the next reach tries again.
      () => undefined,
    );
  };

  const type = (field: DateField, key: string) => {
    const digits = key === 'Backspace' ? typed[field].slice(0, -1) : (typed[field] + toAsciiDigits(key)).slice(0, 8);
    const day = typedDay(digits);
    const range = { ...props.value, [field]: day };
    if (day !== null && isOrderedRange(range)) {
      props.onChange(range);
      setTyped({ ...typed, [field]: '' });
    } else {
      setTyped({ ...typed, [field]: digits });
    }
  };
  // Leaving both fields drops the digits that made no day, so the pickers can take over.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!fields.current?.contains(event.relatedTarget as Node | null)) setTyped({ from: '', to: '' });
  };

  const typing = DATE_FIELDS.some((field) => typed[field] !== '');
  if (pickers && !typing) return <pickers.Fields {...props} handover={pickers.handover} />;
  return (
    <PlainDateFields
      ref={fields}
      value={props.value}
      idPrefix={props.idPrefix}
      onWarm={warm}
      onTake={take}
      typed={typed}
      onType={type}
      onBlur={leave}
    />
  );
}
