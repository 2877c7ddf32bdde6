import { css } from '@emotion/react';
import { useTranslateMessage } from '@storefront/i18n';
import { fieldError, useTokens } from '@storefront/ui-kit';
import { useId } from 'react';
import { Field } from 'react-final-form';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}

/** A labelled multi-line field bound to react-final-form, styled like the ui-kit's text fields. */
export function TextAreaField({ name, label, rows = 5, maxLength, required }: TextAreaFieldProps) {
  const t = useTokens();
  const translateMessage = useTranslateMessage();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <div css={{ marginBottom: t.space.md }}>
            <label
              htmlFor={id}
              css={css`
                display: block;
                margin-bottom: ${t.space.xs};
                font-size: ${t.fontSizes.sm};
                font-weight: ${t.fontWeights.medium};
              `}
            >
              {label}
            </label>
            <textarea
              {...input}
              id={id}
              rows={rows}
              maxLength={maxLength}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              css={css`
                display: block;
                width: 100%;
                padding: ${t.space.sm} ${t.space.md};
                border: 1px solid ${error ? t.colors.danger : t.colors.border};
                border-radius: ${t.radii.md};
                background: ${t.colors.background};
                color: ${t.colors.text};
                font: inherit;
                line-height: ${t.lineHeights.normal};
                resize: vertical;
                &:focus {
                  outline: none;
                  border-color: ${error ? t.colors.danger : t.colors.primary};
                  box-shadow: ${t.shadows.focus};
                }
              `}
            />
            {error && (
              <p
                id={errorId}
                role="alert"
                css={css`
                  margin: ${t.space.xs} 0 0;
                  font-size: ${t.fontSizes.sm};
                  color: ${t.colors.danger};
                `}
              >
                {translateMessage(error)}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
