// The quantity field: typing is free, the value settles into the product's range when the field is left, text that
// is not a whole number changes nothing, and the field always shows the quantity it settled to.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import QuantityStepper from '@/components/product/QuantityStepper';
import { renderWithProviders } from './helpers/renderWithProviders';
import enProduct from '@/locales/en/product.json';

function Stepper({ max = 20 }: { max?: number | null }) {
  const [quantity, setQuantity] = useState(2);
  return (
    <>
      <QuantityStepper value={quantity} min={2} max={max} onChange={setQuantity} label="Quantity" />
      <output data-testid="chosen">{quantity}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('QuantityStepper', () => {
  beforeEach(() => {
    renderWithProviders(<Stepper />, { namespaces: { product: enProduct } });
  });

  it('settles a typed quantity into the range when the field is left', () => {
    fireEvent.change(field(), { target: { value: '999' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue('20');
    expect(screen.getByTestId('chosen')).toHaveTextContent('20');
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field()).toHaveValue('2');
  });

  it('shows the quantity again after letters or a cleared field, even when it did not change', () => {
    fireEvent.change(field(), { target: { value: 'abc' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue('2');
    expect(screen.getByTestId('chosen')).toHaveTextContent('2');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue('2');
  });

  it('keeps the quantity it had when the text is not a whole number, instead of dropping the marks', () => {
    fireEvent.change(field(), { target: { value: '5' } });
    fireEvent.blur(field());
    expect(screen.getByTestId('chosen')).toHaveTextContent('5');
    for (const typed of ['2.5', '-3', '1e3', '4,5']) {
      fireEvent.change(field(), { target: { value: typed } });
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(field()).toHaveValue('5');
      expect(screen.getByTestId('chosen')).toHaveTextContent('5');
    }
  });

  it("reads the digits of a shopper's keyboard (Arabic-Indic, Lao)", () => {
    fireEvent.change(field(), { target: { value: '\u0661\u0662' } });
    fireEvent.blur(field());
    expect(screen.getByTestId('chosen')).toHaveTextContent('12');
    fireEvent.change(field(), { target: { value: '\u0ed7' } });
    fireEvent.blur(field());
    expect(screen.getByTestId('chosen')).toHaveTextContent('7');
  });

  it('steps with the buttons and stops at the ends', () => {
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field()).toHaveValue('3');
  });
});
