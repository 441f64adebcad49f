// A password input with a show/hide toggle at its end. The toggle is a plain icon button in the field's end slot
// (MUI's InputAdornment and IconButton look, from static stylesheets), so the four password fields of the account
// page and the sign-in forms cost no Emotion style work.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { OutlinedFieldEndAdornment } from '@/components/common/form/OutlinedField';
import TextInput, { type TextInputProps } from '@/components/common/form/TextInput';
import PlainIconButton from '@/components/common/PlainIconButton';
import PlainIcon from '@/components/common/PlainIcon';
import { VISIBILITY, VISIBILITY_OFF } from './authIconPaths';

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
            <OutlinedFieldEndAdornment>
              <PlainIconButton
                aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                // Keeps the focus (and the caret) in the field while the pointer presses the toggle.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                size="small"
              >
                <PlainIcon d={visible ? VISIBILITY_OFF : VISIBILITY} size="small" />
              </PlainIconButton>
            </OutlinedFieldEndAdornment>
          ),
        },
      }}
    />
  );
}
