import { render } from '@testing-library/react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import TextInput from '@/components/common/form/TextInput';

// TextInput must render what MUI's TextField renders for text, so swapping one for the other changes nothing
// a shopper or a screen reader can tell.
const markup = (ui: React.ReactElement) => {
  const { container, unmount } = render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);
  const html = container.innerHTML.replace(/css-[\w-]+/g, 'css');
  unmount();
  return html;
};

describe('TextInput', () => {
  it.each([
    ['a bare field', {}],
    ['a required, invalid field with help', { required: true, error: true, helperText: 'Please fill this in.' }],
    [
      'a small, full-width, disabled field',
      { size: 'small', fullWidth: true, disabled: true, placeholder: 'Order number' },
    ],
  ] as const)('renders like TextField: %s', (_name, props) => {
    const shared = {
      id: 'f1',
      label: 'Email',
      name: 'email',
      type: 'email',
      value: 'a@b.test',
      onChange: () => undefined,
      autoComplete: 'email',
      ...props,
    };
    expect(markup(<TextInput {...shared} />)).toBe(markup(<TextField {...shared} />));
  });

  it('renders like TextField with input, html input and helper text slot props', () => {
    const slotProps = {
      htmlInput: { dir: 'ltr', inputMode: 'email' as const },
      input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
      formHelperText: { role: 'alert' },
    };
    const shared = {
      id: 'f2',
      label: 'Weight',
      helperText: 'Too heavy',
      value: '3',
      onChange: () => undefined,
      slotProps,
    };
    expect(markup(<TextInput {...shared} />)).toBe(markup(<TextField {...shared} />));
  });

  it('links label and help to the input without an id given', () => {
    const { getByRole } = render(
      <TextInput label="Order number" helperText="Digits only" value="" onChange={() => undefined} />,
    );
    expect(getByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription('Digits only');
  });
});
