import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlainRadio from '@/components/common/PlainRadio';

const LINES = ['Sea Freight', 'Air Express', 'Rail'];

/** A group as the estimate lines build it: one name, each radio named by its label, Rail not available. */
function Group({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div role="radiogroup" aria-label="Shipping line">
      {LINES.map((line) => (
        <PlainRadio
          key={line}
          name="line"
          value={line}
          aria-label={line}
          checked={value === line}
          disabled={line === 'Rail'}
          onChange={() => {
            setValue(line);
            onChange(line);
          }}
        />
      ))}
    </div>
  );
}

describe('PlainRadio', () => {
  it('is a real radio in its group, chosen by a click and drawn chosen', async () => {
    const onChange = jest.fn();
    render(<Group onChange={onChange} />);
    const sea = screen.getByRole('radio', { name: 'Sea Freight' });
    const air = screen.getByRole('radio', { name: 'Air Express' });
    expect(sea).toHaveAttribute('type', 'radio');
    expect(sea).not.toBeChecked();
    // next/jest maps a CSS module's class to its own name.
    expect(sea.parentElement!.className.split(' ')).toEqual(['box']);
    await userEvent.click(air);
    expect(onChange).toHaveBeenLastCalledWith('Air Express');
    expect(air).toBeChecked();
    expect(sea).not.toBeChecked();
    expect(air.parentElement!.className.split(' ')).toEqual(['box', 'on']);
    // The ring and the dot, the dot scaled by the `on` class.
    expect(air.parentElement!.querySelectorAll('path')).toHaveLength(2);
  });

  it('moves through its group with the arrows, skipping a disabled radio', async () => {
    const onChange = jest.fn();
    render(<Group onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Sea Freight' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Air Express' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Air Express' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('Air Express');
  });

  it('is disabled and drawn so when the line cannot be chosen', async () => {
    const onChange = jest.fn();
    render(<Group onChange={onChange} />);
    const rail = screen.getByRole('radio', { name: 'Rail' });
    expect(rail).toBeDisabled();
    expect(rail.parentElement!.className.split(' ')).toEqual(['box', 'disabled']);
    await userEvent.click(rail);
    expect(onChange).not.toHaveBeenCalled();
    expect(rail).not.toBeChecked();
  });

  it('takes the small target and a caller class', () => {
    render(<PlainRadio checked aria-label="Only" size="small" className="lead" onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Only' }).parentElement!.className.split(' ')).toEqual([
      'box',
      'small',
      'on',
      'lead',
    ]);
  });
});
