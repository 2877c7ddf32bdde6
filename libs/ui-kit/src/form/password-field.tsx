import { useState } from 'react';
import { useT } from '@storefront/i18n';
import { IconButton } from '../button/icon-button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const tr = useT();
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          aria-label={visible ? tr('shell.ui.hidePassword') : tr('shell.ui.showPassword')}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
