import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { TooManyRequestsError } from '../../http/errors';
import { reserveSlot } from '../../security/rate-limiter';

export const TOO_MANY_SIGN_UPS_MESSAGE = 'Too many sign-ups from your network. Please try again in an hour.';

/**
 * Counts a sign-up attempt of one client address (TRUST_PROXY decides whether that is the socket's or
 * the proxy's X-Forwarded-For) and refuses it with 429 beyond the configured limits: every attempt counts
 * against `perClient`, attempts carrying B2B documents (up to 10 MB each) also against the smaller
 * `withDocumentsPerClient`, so one address cannot fill the disk. Counted before any work, failed or not.
 */
export async function countSignUpAttempt(
  db: Kysely<Database>,
  limits: AppConfig['signUpLimit'],
  clientAddress: string,
  { withDocuments }: { withDocuments: boolean },
): Promise<void> {
  const any = await reserveSlot(db, `sign-up:${clientAddress}`, limits.perClient, limits.windowMs);
  if (!any.allowed) throw new TooManyRequestsError(TOO_MANY_SIGN_UPS_MESSAGE);
  if (!withDocuments) return;
  const documents = await reserveSlot(db, `sign-up-documents:${clientAddress}`, limits.withDocumentsPerClient, limits.windowMs);
  if (!documents.allowed) throw new TooManyRequestsError(TOO_MANY_SIGN_UPS_MESSAGE);
}
