import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'next-i18next/pages';

/** A password input with a show/hide toggle. `autoComplete` tells password managers which kind it is. */
export default function PasswordField(props: Omit<TextFieldProps, 'type'> & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const { slotProps, ...rest } = props;
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
