import { css } from '@emotion/react';
import type { FieldValidator } from 'final-form';
import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTokens } from '../theme/use-tokens';
import { fieldError } from './field-error';
import { FieldMessages, fieldIds } from './field-shell';
import { labelStyles } from './field-styles';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupFieldProps {
  name: string;
  /** The group's legend, which names it. */
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  validate?: FieldValidator<string>;
  className?: string;
}

/**
 * One choice of a few, as native radio buttons in a fieldset (the arrow keys move between them), bound to a
 * react-final-form field.
 */
export function RadioGroupField({ name, legend, options, hint, validate, className }: RadioGroupFieldProps) {
  const tokens = useTokens();
  const baseId = useId();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input: group, meta }) => {
        const error = fieldError(meta);
        const ids = fieldIds(baseId, Boolean(hint), error);
        return (
          <fieldset
            className={className}
            aria-describedby={ids.describedBy}
            css={css`
              margin: 0 0 ${tokens.space.md};
              padding: 0;
              border: 0;
              min-width: 0;
            `}
          >
            <legend css={[labelStyles(tokens), css`padding: 0;`]}>{legend}</legend>
            <div
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: ${tokens.space.xs} ${tokens.space.lg};
              `}
            >
              {options.map((option) => {
                const id = `${baseId}-${option.value}`;
                return (
                  <label
                    key={option.value}
                    htmlFor={id}
                    css={css`
                      display: inline-flex;
                      align-items: center;
                      gap: ${tokens.space.sm};
                      min-height: 44px;
                      cursor: pointer;
                    `}
                  >
                    <input
                      type="radio"
                      id={id}
                      name={name}
                      value={option.value}
                      checked={group.value === option.value}
                      onChange={() => group.onChange(option.value)}
                      onBlur={group.onBlur}
                      onFocus={group.onFocus}
                      css={css`
                        width: 1.125rem;
                        height: 1.125rem;
                        margin: 0;
                        accent-color: ${tokens.colors.primary};
                        &:focus-visible {
                          outline: 2px solid ${tokens.colors.primary};
                          outline-offset: 2px;
                        }
                      `}
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
            <FieldMessages ids={ids} hint={hint} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}
