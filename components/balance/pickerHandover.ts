// What the balance page's two date fields share, whether drawn plain (PlainDateFields, before the pickers' code has
// loaded) or by MUI X's pickers (DateRangeFields): their props, and what the shopper did to the plain fields that the
// pickers carry on from.
import type { DayRange } from './dateRange';

export type DateField = 'from' | 'to';

export const DATE_FIELDS: readonly DateField[] = ['from', 'to'];

export interface DateRangeFieldsProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Each field's id is `<idPrefix>-from` or `<idPrefix>-to`, in either form. */
  idPrefix: string;
}

export interface PickerHandover {
  /** The field the shopper reached for. */
  field: DateField;
  /** Its calendar button was pressed: the picker opens its calendar. */
  open: boolean;
  /** The focus is still in the fields: the picker takes it, in the same field (or in its calendar when open). */
  focus: boolean;
}
