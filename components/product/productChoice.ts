// What the shopper has chosen on the product page, as one value: the variant (one value per property) and
// quantity for a single line, or, in "several variants" mode, a quantity per SKU and the reason those cannot be
// ordered. Changing a quantity or leaving the mode clears that reason; a successful add of several empties them.
import type { Selection } from './sku';

export interface ProductChoice {
  selection: (string | null)[];
  quantity: number;
  multiple: boolean;
  quantities: Record<string, number>;
  multipleError: string | null;
}

export type ProductChoiceAction =
  | { type: 'select'; selection: (string | null)[] }
  | { type: 'quantity'; value: number }
  | { type: 'toggleMultiple' }
  | { type: 'skuQuantity'; skuId: string; value: number }
  | { type: 'multipleError'; text: string | null }
  | { type: 'multipleAdded' };

/** How many pieces the "several variants" quantities add up to (a negative entry counts as none). */
export function multipleTotal(quantities: Record<string, number>): number {
  return Object.values(quantities).reduce((sum, n) => sum + (n > 0 ? n : 0), 0);
}

export function initialProductChoice({
  selection,
  quantity,
}: {
  selection: Selection;
  quantity: number;
}): ProductChoice {
  return { selection: [...selection], quantity, multiple: false, quantities: {}, multipleError: null };
}

export function productChoice(state: ProductChoice, action: ProductChoiceAction): ProductChoice {
  switch (action.type) {
    case 'select':
      return { ...state, selection: action.selection };
    case 'quantity':
      return state.quantity === action.value ? state : { ...state, quantity: action.value };
    case 'toggleMultiple':
      return { ...state, multiple: !state.multiple, multipleError: null };
    case 'skuQuantity':
      return { ...state, quantities: { ...state.quantities, [action.skuId]: action.value }, multipleError: null };
    case 'multipleError':
      return { ...state, multipleError: action.text };
    case 'multipleAdded':
      return { ...state, quantities: {} };
  }
}
