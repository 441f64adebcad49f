import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'next-i18next/pages';
import TextInput, { type TextInputProps } from '@/components/common/form/TextInput';

/** A password input with a show/hide toggle. `autoComplete` tells password managers which kind it is. */
export default function PasswordField(
  props: Omit<TextInputProps, 'type'> & { autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const { slotProps, ...rest } = props;
  return (
    <TextInput
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
