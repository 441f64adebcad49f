// The product page's choice: single line or several variants, with the reason several cannot be ordered cleared
// by the shopper's next change.
import { initialProductChoice, productChoice } from '@/components/product/productChoice';

const start = initialProductChoice({ selection: [null, null], quantity: 2 });

describe('product choice', () => {
  it('starts on a single line with nothing chosen and the minimum quantity', () => {
    expect(start).toEqual({
      selection: [null, null],
      quantity: 2,
      multiple: false,
      quantities: {},
      multipleError: null,
    });
  });

  it('chooses a variant and a quantity; the same quantity changes nothing', () => {
    const chosen = productChoice(productChoice(start, { type: 'select', selection: ['red', null] }), {
      type: 'quantity',
      value: 5,
    });
    expect(chosen).toMatchObject({ selection: ['red', null], quantity: 5 });
    expect(productChoice(chosen, { type: 'quantity', value: 5 })).toBe(chosen);
  });

  it('a quantity per variant or leaving the mode clears the reason shown', () => {
    const refused = productChoice(productChoice(start, { type: 'toggleMultiple' }), {
      type: 'multipleError',
      text: 'Choose a quantity',
    });
    expect(refused).toMatchObject({ multiple: true, multipleError: 'Choose a quantity' });
    expect(productChoice(refused, { type: 'skuQuantity', skuId: 's1', value: 3 })).toMatchObject({
      quantities: { s1: 3 },
      multipleError: null,
    });
    expect(productChoice(refused, { type: 'toggleMultiple' })).toMatchObject({ multiple: false, multipleError: null });
  });

  it('after several variants are added, their quantities empty', () => {
    const some = productChoice(start, { type: 'skuQuantity', skuId: 's1', value: 3 });
    expect(productChoice(some, { type: 'multipleAdded' }).quantities).toEqual({});
  });
});
