// The date pickers (MUI X, about 420 KB of script before compression) load when the shopper reaches for them, not
// with the page: a shopper who only reads the balance never downloads them. Until then PlainDateFields stands in
// their place, in their looks. A pointer over the fields or the focus in them starts the download; focusing a field
// or pressing its calendar button hands over, and the pickers, once loaded, carry on where the shopper was: the focus
// in the same field, or that field's calendar open.
// The pickers never render on the server: MUI X is not bundled into the server build, so there they would render
// with their own copy of Emotion and MUI, outside the page's theme (dark scheme) and its right-to-left style cache.
// In the browser they share the page's, in their own MUI scope (DateRangeFields exports itself through
// withMuiScope). The plain fields are what the server sends and what hydrates, so the markup always matches.
import { useRef, useState, type ComponentType } from 'react';
import PlainDateFields from './PlainDateFields';
import type { DateRangeFieldsProps, PickerHandover } from './pickerHandover';

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

  const take = (handover: PickerHandover) => {
    reach.current = handover;
    loadPickers().then(
      (Fields) => {
        const latest = reach.current ?? handover;
        // The shopper may have moved on while the code loaded: the pickers then neither take the focus nor open.
        const active = document.activeElement;
        const stillHere = !active || active === document.body || Boolean(fields.current?.contains(active));
        setPickers(
          (current) => current ?? { Fields, handover: stillHere ? latest : { ...latest, open: false, focus: false } },
        );
      },
      // Offline: the plain fields stay, and the next reach tries again.
      () => undefined,
    );
  };

  if (pickers) return <pickers.Fields {...props} handover={pickers.handover} />;
  return <PlainDateFields ref={fields} value={props.value} idPrefix={props.idPrefix} onWarm={warm} onTake={take} />;
}
