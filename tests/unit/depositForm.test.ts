// The top-up form's state: an edit clears the error it made stale, a refusal lands where it belongs and ends
// the submit.
import { depositForm, EMPTY_DEPOSIT_FORM, type DepositFormState } from '@/components/balance/depositForm';

const withErrors: DepositFormState = {
  ...EMPTY_DEPOSIT_FORM,
  amount: '1x',
  amountError: 'Enter an amount',
  error: 'Refused',
};

describe('deposit form state', () => {
  it('editing the amount clears both errors; the remark, the file and the channel only the form error', () => {
    expect(depositForm(withErrors, { type: 'amount', text: '12' })).toMatchObject({
      amount: '12',
      amountError: null,
      error: null,
    });
    expect(depositForm(withErrors, { type: 'remark', text: 'hi' })).toMatchObject({
      remark: 'hi',
      amountError: 'Enter an amount',
      error: null,
    });
    expect(depositForm(withErrors, { type: 'channel' })).toMatchObject({ amountError: 'Enter an amount', error: null });
    const file = new File(['x'], 'r.png', { type: 'image/png' });
    expect(depositForm(withErrors, { type: 'file', file })).toMatchObject({ file, error: null });
  });

  it('a receipt problem is kept without touching the errors', () => {
    expect(depositForm(withErrors, { type: 'problem', problem: 'size' })).toMatchObject({
      problem: 'size',
      error: 'Refused',
    });
  });

  it('a submit clears the form error and waits; a refusal ends the wait where it belongs', () => {
    const sent = depositForm(withErrors, { type: 'submit' });
    expect(sent).toMatchObject({ pending: true, error: null, amountError: 'Enter an amount' });
    expect(depositForm(sent, { type: 'refused', amountError: 'Too small' })).toMatchObject({
      pending: false,
      amountError: 'Too small',
      error: null,
    });
    expect(depositForm(sent, { type: 'refused', error: 'Channel closed' })).toMatchObject({
      pending: false,
      error: 'Channel closed',
    });
    expect(depositForm(sent, { type: 'settled' })).toMatchObject({ pending: false });
  });

  it('an amount the form cannot read is said beside the field', () => {
    expect(depositForm(EMPTY_DEPOSIT_FORM, { type: 'invalidAmount', message: 'Enter an amount' })).toMatchObject({
      amountError: 'Enter an amount',
      pending: false,
    });
  });
});
