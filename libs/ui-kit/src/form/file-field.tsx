import { css } from '@emotion/react';
import type { FieldValidator } from 'final-form';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { useTokens } from '../theme/use-tokens';
import { fieldError } from './field-error';
import { FieldShell, fieldIds, type BaseFieldProps } from './field-shell';
import { controlStyles } from './field-styles';
import { readFilesAsDataUrls, type FileDataUrl } from './read-files';

export interface FileFieldProps extends BaseFieldProps {
  multiple?: boolean;
  /** File types, as in the input's accept attribute (e.g. "image/*,.pdf"). */
  accept?: string;
  disabled?: boolean;
  validate?: FieldValidator<FileDataUrl[]>;
}

/**
 * A file picker whose form value is the chosen files read as data URLs: [{ filename, content }]. The list of
 * chosen names is shown (and announced) under the input.
 */
export function FileField({
  name,
  label,
  hideLabel,
  hint,
  className,
  multiple = false,
  accept,
  disabled,
  validate,
}: FileFieldProps) {
  const tokens = useTokens();
  const baseId = useId();
  return (
    <Field<FileDataUrl[]> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const ids = fieldIds(baseId, Boolean(hint), error);
        const files = input.value || [];
        return (
          <FieldShell ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
            <input
              type="file"
              id={ids.id}
              name={input.name}
              multiple={multiple}
              accept={accept}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
              onFocus={() => input.onFocus()}
              onChange={async (event) => {
                // An unreadable file leaves the field empty, so a required-files rule reports it.
                const chosen = await readFilesAsDataUrls(event.target.files).catch(() => []);
                input.onChange(chosen.length ? chosen : undefined);
                input.onBlur();
              }}
              css={controlStyles(tokens, Boolean(error))}
            />
            <ul
              aria-live="polite"
              css={css`
                margin: ${tokens.space.xs} 0 0;
                padding-left: ${tokens.space.lg};
                font-size: ${tokens.fontSizes.sm};
                &:empty {
                  display: none;
                }
              `}
            >
              {files.map((file) => (
                <li key={file.filename}>{file.filename}</li>
              ))}
            </ul>
          </FieldShell>
        );
      }}
    </Field>
  );
}
