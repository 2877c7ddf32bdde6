import { css } from '@emotion/react';
import type { FieldValidator } from 'final-form';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { useTokens } from '../theme/use-tokens';
import { fieldError } from './field-error';
import { FieldMessages, fieldIds, type BaseFieldProps } from './field-shell';

export interface CheckboxFieldProps extends Omit<BaseFieldProps, 'hideLabel'> {
  validate?: FieldValidator<boolean>;
  disabled?: boolean;
}

/** A checkbox with its label beside it (the label may hold links, e.g. to the terms page). */
export function CheckboxField({ name, label, hint, className, validate, disabled }: CheckboxFieldProps) {
  const tokens = useTokens();
  const baseId = useId();
  return (
    <Field<boolean> name={name} type="checkbox" validate={validate}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const ids = fieldIds(baseId, Boolean(hint), error);
        const { value: _value, ...checkbox } = input;
        return (
          <div
            className={className}
            css={css`
              margin-bottom: ${tokens.space.md};
            `}
          >
            <div
              css={css`
                display: flex;
                align-items: flex-start;
                gap: ${tokens.space.sm};
              `}
            >
              <input
                {...checkbox}
                type="checkbox"
                id={ids.id}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.describedBy}
                css={css`
                  width: 1.125rem;
                  height: 1.125rem;
                  margin: 0.15rem 0 0;
                  accent-color: ${tokens.colors.primary};
                  &:focus-visible {
                    outline: none;
                    box-shadow: ${tokens.shadows.focus};
                  }
                `}
              />
              <label htmlFor={ids.id}>{label}</label>
            </div>
            <FieldMessages ids={ids} hint={hint} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
