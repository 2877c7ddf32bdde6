import { joinedFieldMessages } from '@storefront/domain';
import { BadRequestError, type FieldError } from '../../http/errors';

/** 400 naming every invalid field; the message joins theirs (the client shows it as is). */
export function invalidFields(errors: FieldError[]): BadRequestError {
  return new BadRequestError(joinedFieldMessages(errors), errors);
}

/**
 * Required text the contract lets through but that is only spaces: `{field} is required` for each.
 * `undefined` values are not checked (a partial update that leaves the field alone).
 */
export function blankFields(values: Record<string, string | undefined>): FieldError[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value.trim() === '')
    .map(([field]) => ({ field, message: `${field} is required` }));
}
