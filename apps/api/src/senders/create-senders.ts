import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { OutboxEmailSender, OutboxSmsSender } from './outbox-sender';
import { SmtpEmailSender } from './smtp-email-sender';
import type { Senders } from './types';

/**
 * Email goes over SMTP when SMTP_URL is set, else to the outbox. SMS has no real gateway yet: it always
 * lands in the outbox (a gateway adapter implements `SmsSender` and is chosen here by env).
 */
export function createSenders(db: Kysely<Database>, config: AppConfig): Senders {
  return {
    sms: new OutboxSmsSender(db),
    email: config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.mailFrom) : new OutboxEmailSender(db),
  };
}
