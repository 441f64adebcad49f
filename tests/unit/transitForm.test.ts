// The transit form's choices: a change clears the message about what was sent, and a fresh address list picks
// the address just added or the default without overriding the shopper's choice.
import { initialTransitForm, transitForm } from '@/components/transit/transitForm';

const withMessage = { ...initialTransitForm('EMS'), message: 'Refused' };

describe('transit form state', () => {
  it('starts on delivery with no address, the advised line and no message', () => {
    expect(initialTransitForm('EMS')).toEqual({
      destination: { kind: 'delivery', addressId: null },
      line: 'EMS',
      express: '',
      message: null,
      lineError: false,
    });
  });

  it('the destination, the line and the courier clear the message; the line error stays until told', () => {
    expect(transitForm(withMessage, { type: 'destination', value: { kind: 'pickup', pickupId: 'p1' } })).toMatchObject({
      destination: { kind: 'pickup', pickupId: 'p1' },
      message: null,
    });
    expect(transitForm({ ...withMessage, lineError: true }, { type: 'line', name: 'SAL' })).toMatchObject({
      line: 'SAL',
      message: null,
      lineError: true,
    });
    expect(transitForm(withMessage, { type: 'express', text: 'DHL' })).toMatchObject({ express: 'DHL', message: null });
    expect(transitForm(withMessage, { type: 'lineError', shown: true })).toMatchObject({
      lineError: true,
      message: 'Refused',
    });
  });

  it('a fresh address list picks the default while none is chosen, and the one just added always', () => {
    const none = initialTransitForm(null);
    expect(transitForm(none, { type: 'addressesListed', firstId: 'a1' }).destination).toEqual({
      kind: 'delivery',
      addressId: 'a1',
    });
    const chosen = transitForm(none, { type: 'destination', value: { kind: 'delivery', addressId: 'a2' } });
    expect(transitForm(chosen, { type: 'addressesListed', firstId: 'a1' })).toBe(chosen);
    expect(transitForm(chosen, { type: 'addressesListed', firstId: 'a1', select: 'a9' }).destination).toEqual({
      kind: 'delivery',
      addressId: 'a9',
    });
  });

  it('leaves a pickup choice alone when the addresses come', () => {
    const pickup = transitForm(initialTransitForm(null), {
      type: 'destination',
      value: { kind: 'pickup', pickupId: 'p1' },
    });
    expect(transitForm(pickup, { type: 'addressesListed', firstId: 'a1', select: 'a9' })).toBe(pickup);
  });
});
