// The top-up-by-transfer form's state as one value: what the shopper typed and chose, the two kinds of error
// (the amount's own, beside its field, and the form's, above it) and whether a submit is on its way. Any edit
// clears the form's error (it spoke of the values before the edit); editing the amount also clears the amount's.
import type { ReceiptProblem } from './receiptFile';

export interface DepositFormState {
  amount: string;
  remark: string;
  file: File | null;
  problem: ReceiptProblem | null;
  amountError: string | null;
  error: string | null;
  pending: boolean;
}

export type DepositFormAction =
  | { type: 'amount'; text: string }
  | { type: 'remark'; text: string }
  | { type: 'file'; file: File | null }
  | { type: 'problem'; problem: ReceiptProblem | null }
  | { type: 'channel' }
  | { type: 'invalidAmount'; message: string }
  | { type: 'submit' }
  | { type: 'refused'; amountError?: string; error?: string }
  | { type: 'settled' };

export const EMPTY_DEPOSIT_FORM: DepositFormState = {
  amount: '',
  remark: '',
  file: null,
  problem: null,
  amountError: null,
  error: null,
  pending: false,
};

export function depositForm(state: DepositFormState, action: DepositFormAction): DepositFormState {
  switch (action.type) {
    case 'amount':
      return { ...state, amount: action.text, amountError: null, error: null };
    case 'remark':
      return { ...state, remark: action.text, error: null };
    case 'file':
      return { ...state, file: action.file, error: null };
    case 'problem':
      return { ...state, problem: action.problem };
    case 'channel':
      return { ...state, error: null };
    case 'invalidAmount':
      return { ...state, amountError: action.message };
    case 'submit':
      return { ...state, pending: true, error: null };
    case 'refused':
      return {
        ...state,
        pending: false,
        ...(action.amountError !== undefined ? { amountError: action.amountError } : {}),
        ...(action.error !== undefined ? { error: action.error } : {}),
      };
    case 'settled':
      return { ...state, pending: false };
  }
}
