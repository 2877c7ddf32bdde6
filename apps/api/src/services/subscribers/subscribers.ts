import { ALREADY_SUBSCRIBED_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { normalizeEmail } from '../accounts/contact-uniqueness';
import { isUniqueViolation } from '../accounts/unique-violation';
import type { Subscriber } from '@storefront/sdk';

/** Subscribes an email (compared lower-cased) once; 409 on a second time. */
export async function subscribe(db: Kysely<Database>, rawEmail: string): Promise<Subscriber> {
  const email = normalizeEmail(rawEmail);
  const existing = await db.selectFrom('subscribers').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new ConflictError(ALREADY_SUBSCRIBED_MESSAGE);
  try {
    return await db
      .insertInto('subscribers')
      .values({ email, created_at: new Date().toISOString() })
      .returning(['id', 'email', 'created_at'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ALREADY_SUBSCRIBED_MESSAGE);
    throw error;
  }
}
