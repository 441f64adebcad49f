import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import TextInput from '@/components/common/form/TextInput';

// The text box is MUI's outlined TextField drawn by a static stylesheet: what a screen reader or a form gets (name,
// description, validity, value) and the state the stylesheet reads (filled, error, disabled) come from the markup.
describe('TextInput', () => {
  it('names the input by its label and describes it by the helper text, with TextField ids', () => {
    const { getByRole, container } = render(
      <TextInput id="f1" label="Email" helperText="We never share it" value="" onChange={() => undefined} />,
    );
    const input = getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'f1');
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(container.querySelector('#f1-helper-text')).toHaveTextContent('We never share it');
    expect(container.querySelector('label')).toHaveAttribute('id', 'f1-label');
  });

  it('links label and help to the input without an id given', () => {
    const { getByRole } = render(
      <TextInput label="Order number" helperText="Digits only" value="" onChange={() => undefined} />,
    );
    expect(getByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription('Digits only');
  });

  it('marks a required, invalid field for assistive technology and shows the asterisk only visually', () => {
    const { getByRole, container } = render(
      <TextInput label="Name" required error helperText="Please fill this in." value="" onChange={() => undefined} />,
    );
    const input = getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('label [aria-hidden="true"]')).toHaveTextContent('*');
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Name\u2009*');
  });

  it('is valid, enabled and not filled when empty; filled once it holds a value', () => {
    const { getByRole, container, rerender } = render(<TextInput label="City" value="" onChange={() => undefined} />);
    expect(getByRole('textbox')).toHaveAttribute('aria-invalid', 'false');
    expect(container.firstElementChild).not.toHaveAttribute('data-filled');
    rerender(<TextInput label="City" value="Accra" onChange={() => undefined} />);
    expect(container.firstElementChild).toHaveAttribute('data-filled');
  });

  it('hydrates the server markup without a mismatch', async () => {
    const ui = <TextInput id="f3" label="City" value="Accra" helperText="Where you live" onChange={() => undefined} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('disables the input', () => {
    const { getByRole } = render(<TextInput label="Email" disabled value="a@b.test" onChange={() => undefined} />);
    expect(getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('passes html input attributes and the end adornment through', () => {
    const { getByRole } = render(
      <TextInput
        label="Weight"
        value="3"
        onChange={() => undefined}
        slotProps={{
          htmlInput: { dir: 'ltr', inputMode: 'decimal', maxLength: 5 },
          input: { endAdornment: <button type="button">Show</button> },
          formHelperText: { role: 'alert' },
        }}
        helperText="Too heavy"
      />,
    );
    const input = getByRole('textbox', { name: 'Weight' });
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(getByRole('alert')).toHaveTextContent('Too heavy');
  });

  it('renders a textarea for multiline, sized by its row limits', () => {
    const { getByRole } = render(
      <TextInput label="Message" multiline minRows={2} maxRows={4} value="" onChange={() => undefined} />,
    );
    const area = getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.style.getPropertyValue('--min-rows')).toBe('2');
    expect(area.style.getPropertyValue('--max-rows')).toBe('4');
  });

  it('gives an uncontrolled input a blank placeholder, so the stylesheet can tell when it is filled', () => {
    const { getByRole } = render(<TextInput label="Note" defaultValue="" />);
    expect(getByRole('textbox', { name: 'Note' })).toHaveAttribute('placeholder', ' ');
  });

  it('reports changes', () => {
    const onChange = jest.fn();
    const { getByRole } = render(<TextInput label="Note" value="" onChange={onChange} />);
    fireEvent.change(getByRole('textbox', { name: 'Note' }), { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('focuses the textarea on a click in the box around it', () => {
    const { getByRole } = render(<TextInput label="Message" multiline value="" onChange={() => undefined} />);
    const area = getByRole('textbox', { name: 'Message' });
    fireEvent.click(area.parentElement as HTMLElement);
    expect(area).toHaveFocus();
  });
});
