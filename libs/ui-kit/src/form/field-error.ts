import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: its validation error once the field has been touched (left, or the form
 * submitted), else a server error from the last submit until the value changes.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (error === undefined || error === null || error === false || error === '') return undefined;
  return Array.isArray(error) ? String(error[0]) : String(error);
}
