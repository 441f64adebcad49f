// The transit form's choices as one value: where the parcels go, the line the shopper picked, the local courier,
// the form's message and whether "choose a line" is shown. The shopper's changes clear the message: it described
// what was sent, not what the form holds now. A fresh address list picks the address just added, or the default
// (listed first) while none is chosen, and leaves a pickup choice alone.
import type { Destination } from './transitChoice';

export interface TransitFormState {
  destination: Destination;
  line: string | null;
  express: string;
  message: string | null;
  lineError: boolean;
}

export type TransitFormAction =
  | { type: 'destination'; value: Destination }
  | { type: 'line'; name: string }
  | { type: 'express'; text: string }
  | { type: 'lineError'; shown: boolean }
  | { type: 'addressesListed'; firstId: string | null; select?: string }
  | { type: 'message'; text: string | null };

export function initialTransitForm(initialLine: string | null): TransitFormState {
  return {
    destination: { kind: 'delivery', addressId: null },
    line: initialLine,
    express: '',
    message: null,
    lineError: false,
  };
}

export function transitForm(state: TransitFormState, action: TransitFormAction): TransitFormState {
  switch (action.type) {
    case 'destination':
      return { ...state, destination: action.value, message: null };
    case 'line':
      return { ...state, line: action.name, message: null };
    case 'express':
      return { ...state, express: action.text, message: null };
    case 'lineError':
      return { ...state, lineError: action.shown };
    case 'message':
      return { ...state, message: action.text };
    case 'addressesListed': {
      const d = state.destination;
      if (d.kind !== 'delivery' || (!action.select && d.addressId)) return state;
      return { ...state, destination: { kind: 'delivery', addressId: action.select ?? action.firstId } };
    }
  }
}
