/** A field the server refuses, as the contract's `errors` list names it. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Required text the contract lets through but that is only spaces: `{field} is required` for each.
 * `undefined` values are not checked (a partial update that leaves the field alone).
 */
export function blankFields(values: Record<string, string | undefined>): FieldIssue[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value.trim() === '')
    .map(([field]) => ({ field, message: `${field} is required` }));
}

/** The 400's message: every field's message, joined (the client shows it as is). */
export function joinedFieldMessages(errors: readonly { message: string }[]): string {
  return errors.map((error) => error.message).join('; ');
}
