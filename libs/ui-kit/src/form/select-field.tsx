import type { FieldValidator } from 'final-form';
import { useId, type SelectHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { useTokens } from '../theme/use-tokens';
import { fieldError } from './field-error';
import { FieldShell, fieldIds, type BaseFieldProps } from './field-shell';
import { controlStyles } from './field-styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends BaseFieldProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'children' | 'className' | 'multiple'
    > {
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Select a state"). */
  placeholder?: string;
  validate?: FieldValidator<string>;
}

/** A labelled native select bound to a react-final-form field. */
export function SelectField({
  name,
  label,
  hideLabel,
  hint,
  className,
  options,
  placeholder,
  validate,
  ...selectProps
}: SelectFieldProps) {
  const tokens = useTokens();
  const baseId = useId();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const ids = fieldIds(baseId, Boolean(hint), error);
        return (
          <FieldShell ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
            <select
              {...selectProps}
              {...input}
              value={input.value ?? ''}
              id={ids.id}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              css={controlStyles(tokens, Boolean(error))}
            >
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldShell>
        );
      }}
    </Field>
  );
}
