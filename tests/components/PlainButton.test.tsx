import { fireEvent, render, screen } from '@testing-library/react';
import PlainButton from '@/components/common/PlainButton';
import PlainIcon from '@/components/common/PlainIcon';
import { ADD_SHOPPING_CART } from '@/components/product/productIconPaths';

describe('PlainButton', () => {
  it('is a contained, medium button by default that submits nothing and calls its handler', () => {
    const onClick = jest.fn();
    render(<PlainButton onClick={onClick}>Add to cart</PlainButton>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    // next/jest maps a CSS module's class to its own name.
    expect(button.className.split(' ')).toEqual(['root', 'contained']);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws the outlined, large and full-width looks, keeps a caller class and its ARIA state', () => {
    render(
      <PlainButton variant="outlined" size="large" fullWidth className="extra" aria-pressed>
        Several variants
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Several variants' });
    expect(button.className.split(' ')).toEqual(['root', 'outlined', 'large', 'fullWidth', 'extra']);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the start icon in its slot before the label, hidden from assistive technology', () => {
    render(<PlainButton startIcon={<PlainIcon d={ADD_SHOPPING_CART} />}>Add to cart</PlainButton>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    const slot = button.firstElementChild!;
    expect(slot.className).toBe('startIcon');
    expect(slot.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button.textContent).toBe('Add to cart');
  });

  it('draws the outlined button in the error colour for an action that cannot be undone, primary otherwise', () => {
    render(
      <>
        <PlainButton variant="outlined" color="error">
          Log out everywhere
        </PlainButton>
        <PlainButton variant="outlined" color="primary">
          Send code
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Log out everywhere' }).className.split(' ')).toEqual([
      'root',
      'outlined',
      'error',
    ]);
    expect(screen.getByRole('button', { name: 'Send code' }).className.split(' ')).toEqual(['root', 'outlined']);
  });

  it('draws the small sizes and the contained success colour, as MUI Button size="small" and color="success"', () => {
    render(
      <>
        <PlainButton variant="outlined" size="small">
          Edit
        </PlainButton>
        <PlainButton color="success" size="small">
          Confirm receipt
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit' }).className.split(' ')).toEqual(['root', 'outlined', 'small']);
    expect(screen.getByRole('button', { name: 'Confirm receipt' }).className.split(' ')).toEqual([
      'root',
      'contained',
      'success',
      'small',
    ]);
  });

  it('does nothing when disabled', () => {
    const onClick = jest.fn();
    render(
      <PlainButton disabled onClick={onClick}>
        Buy now
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Buy now' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link to the address with the same look when given an href', () => {
    render(
      <PlainButton href="/cart" variant="outlined">
        View cart
      </PlainButton>,
    );
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link.className.split(' ')).toEqual(['root', 'outlined']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while pending is disabled and shows a progress bar named by the button, then returns to normal', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <PlainButton type="submit" pending onClick={onClick}>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button.className.split(' ')).toEqual(['root', 'contained', 'pending']);
    expect(screen.getByRole('progressbar', { name: 'Save' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <PlainButton type="submit" pending={false} onClick={onClick}>
        Save
      </PlainButton>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('id');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
