// The plain toggle group: a named group of buttons, exactly one pressed, a press on another reporting its value
// (by pointer or keyboard), a press on the chosen one reporting nothing, and every button off while disabled.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlainToggleGroup from '@/components/common/PlainToggleGroup';

type Filter = 'all' | 'unread';
const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

function Harness({ onChange, disabled }: { onChange: jest.Mock; disabled?: boolean }) {
  const [value, setValue] = useState<Filter>('all');
  return (
    <PlainToggleGroup
      options={OPTIONS}
      value={value}
      size="small"
      disabled={disabled}
      label="Show"
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('PlainToggleGroup', () => {
  it('is a named group with the chosen button pressed', () => {
    render(<Harness onChange={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Show' });
    expect(group.className.split(' ')).toEqual(['group', 'small']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports another choice by pointer or keyboard, and nothing for the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(onChange).toHaveBeenLastCalledWith('unread');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    // The last button focused is the group's one stop in the Tab order.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Unread' })).not.toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('all');
  });

  it('has one Tab stop, the first button until another takes the focus, and moves by arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <PlainToggleGroup
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
            { value: 'c', label: 'C' },
          ]}
          value="b"
          onChange={jest.fn()}
          label="Letters"
        />
        <button type="button">After</button>
      </>,
    );
    const [a, b, c] = ['A', 'B', 'C'].map((name) => screen.getByRole('button', { name }));
    await user.tab();
    await user.tab();
    expect(a).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}');
    expect(b).toHaveFocus();
    await user.keyboard('{End}');
    expect(c).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(a).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(c).toHaveFocus();
    await user.keyboard('{Home}');
    expect(a).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    // The focus left on B makes B the stop: Tab out and back lands on it.
    await user.tab();
    await user.tab({ shift: true });
    expect(b).toHaveFocus();
    expect(a).toHaveAttribute('tabindex', '-1');
  });

  it('turns every button off while disabled', () => {
    render(<Harness onChange={jest.fn()} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
