import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlainCheckbox from '@/components/common/PlainCheckbox';
import { CHECKBOX_BLANK, CHECKBOX_CHECKED, CHECKBOX_INDETERMINATE } from '@/components/common/checkboxIconPaths';

/** The path the checkbox draws (blank, checked or dash). */
const face = (input: HTMLElement) => input.parentElement!.querySelector('path')!.getAttribute('d');

function Controlled({ onChange }: { onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <PlainCheckbox
      checked={on}
      aria-label="Select Red dress"
      onChange={(e) => {
        setOn(e.target.checked);
        onChange?.(e.target.checked);
      }}
    />
  );
}

describe('PlainCheckbox', () => {
  it('is a real checkbox named by its aria-label, toggled by a click and drawn checked', () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select Red dress' });
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toBeChecked();
    expect(face(box)).toBe(CHECKBOX_BLANK);
    // next/jest maps a CSS module's class to its own name.
    expect(box.parentElement!.className.split(' ')).toEqual(['box']);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    expect(face(box)).toBe(CHECKBOX_CHECKED);
    expect(box.parentElement!.className.split(' ')).toEqual(['box', 'on']);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).not.toBeChecked();
  });

  it('is named by its visible label, which toggles it too', () => {
    const onChange = jest.fn();
    render(<PlainCheckbox label="Select all" checked={false} onChange={(e) => onChange(e.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    fireEvent.click(screen.getByText('Select all'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box.closest('label')!.className).toBe('label');
  });

  it('draws a dash when some are chosen and marks the input as MUI does, leaving its checked state alone', () => {
    render(
      <PlainCheckbox
        checked={false}
        indeterminate
        aria-label="Select all items from Alpha Shop"
        onChange={() => undefined}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all items from Alpha Shop' });
    expect(face(box)).toBe(CHECKBOX_INDETERMINATE);
    expect(box).toHaveAttribute('data-indeterminate', 'true');
    expect(box).not.toBeChecked();
    expect(box.parentElement!.className.split(' ')).toEqual(['box', 'on']);
  });

  it('is disabled with its drawing, and takes the small size and a caller class on the round target', async () => {
    const onChange = jest.fn();
    render(<PlainCheckbox checked disabled size="small" className="edge" aria-label="Locked" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    expect(box).toBeDisabled();
    expect(box.parentElement!.className.split(' ')).toEqual(['box', 'small', 'on', 'disabled', 'edge']);
    await userEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides its drawing from assistive technology', () => {
    render(<PlainCheckbox checked={false} aria-label="Select" onChange={() => undefined} />);
    expect(screen.getByRole('checkbox').parentElement!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
