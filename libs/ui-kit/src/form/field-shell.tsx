import { css } from '@emotion/react';
import { useTranslateMessage } from '@storefront/i18n';
import type { ReactNode } from 'react';
import { visuallyHiddenStyles } from '../layout/visually-hidden';
import { useTokens } from '../theme/use-tokens';
import { errorStyles, hintStyles, labelStyles } from './field-styles';

/** Props every form field shares. */
export interface BaseFieldProps {
  name: string;
  label: ReactNode;
  /** Keep the label for screen readers only (a search box with a placeholder). */
  hideLabel?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  className?: string;
}

export interface FieldIds {
  id: string;
  /** For aria-describedby: the hint and, when shown, the error. */
  describedBy: string | undefined;
  errorId: string;
  hintId: string;
}

/** Ids tying a control to its hint and error; `baseId` comes from `useId()`. */
export function fieldIds(baseId: string, hasHint: boolean, error: string | undefined): FieldIds {
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return { id: baseId, describedBy, errorId, hintId };
}

interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below. */
export function FieldShell({ ids, label, hideLabel, hint, error, className, children }: FieldShellProps) {
  const tokens = useTokens();
  return (
    <div
      className={className}
      css={css`
        margin-bottom: ${tokens.space.md};
      `}
    >
      <label htmlFor={ids.id} css={hideLabel ? visuallyHiddenStyles : labelStyles(tokens)}>
        {label}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** The error is a domain or API text, in English or already in Hindi: shown in the page's language. */
export function FieldMessages({ ids, hint, error }: Pick<FieldShellProps, 'ids' | 'hint' | 'error'>) {
  const tokens = useTokens();
  const translateMessage = useTranslateMessage();
  return (
    <>
      {hint && (
        <p id={ids.hintId} css={hintStyles(tokens)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" css={errorStyles(tokens)}>
          {translateMessage(error)}
        </p>
      )}
    </>
  );
}
