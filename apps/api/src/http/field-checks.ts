import { joinedFieldMessages } from '@storefront/domain';
import { BadRequestError, type FieldError } from './errors';

/** 400 naming every invalid field; the message joins theirs (the client shows it as is). */
export function invalidFields(errors: FieldError[]): BadRequestError {
  return new BadRequestError(joinedFieldMessages(errors), errors);
}

/** The domain's rule, shared with the SDK's fake. */
export { blankFields } from '@storefront/domain';
