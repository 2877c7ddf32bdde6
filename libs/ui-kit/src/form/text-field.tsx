import { css } from '@emotion/react';
import type { FieldValidator } from 'final-form';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTokens } from '../theme/use-tokens';
import { fieldError } from './field-error';
import { FieldShell, fieldIds, type BaseFieldProps } from './field-shell';
import { controlStyles } from './field-styles';

export type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'type' | 'children' | 'className'
>;

export interface TextFieldProps extends BaseFieldProps, NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'search' | 'url';
  validate?: FieldValidator<string>;
  /** Transform typed text before it reaches the form state (e.g. keep digits only). */
  parse?: (value: string) => string;
  /** Shown at the end of the input, inside its border (a show-password button). */
  endAdornment?: ReactNode;
}

/** A labelled text input bound to a react-final-form field; its error shows once it has been touched. */
export function TextField({
  name,
  label,
  hideLabel,
  hint,
  className,
  type = 'text',
  validate,
  parse,
  endAdornment,
  ...inputProps
}: TextFieldProps) {
  const tokens = useTokens();
  const baseId = useId();
  return (
    <Field<string> name={name} validate={validate} parse={parse}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const ids = fieldIds(baseId, Boolean(hint), error);
        return (
          <FieldShell ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
            <div
              css={css`
                position: relative;
                display: flex;
                align-items: center;
              `}
            >
              <input
                {...inputProps}
                {...input}
                value={input.value ?? ''}
                type={type}
                id={ids.id}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.describedBy}
                css={[
                  controlStyles(tokens, Boolean(error)),
                  endAdornment
                    ? css`
                        padding-right: 3rem;
                      `
                    : undefined,
                ]}
              />
              {endAdornment && (
                <span
                  css={css`
                    position: absolute;
                    right: ${tokens.space.xs};
                    display: flex;
                  `}
                >
                  {endAdornment}
                </span>
              )}
            </div>
          </FieldShell>
        );
      }}
    </Field>
  );
}
