import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { requiredText } from './fields';
import { FIELD_MAX_LENGTHS, textLimit } from './limits';
import { EMAIL_PATTERN } from './patterns';

/** Newsletter form: "Email Required" when empty, "Invalid email" when malformed. */
export const subscribeSchema = z.object({
  email: requiredText(FIELD_MESSAGES.subscribeEmailRequired, textLimit('email', FIELD_MAX_LENGTHS.email)).refine(
    (value) => EMAIL_PATTERN.test(value),
    FIELD_MESSAGES.subscribeInvalidEmail,
  ),
});

/** Values of the subscribe form after validation. */
export type SubscribeValues = z.output<typeof subscribeSchema>;
