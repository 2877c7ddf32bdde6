import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EmailMessage, EmailSender, SmsMessage, SmsSender } from './types';

/**
 * Development/test delivery: every message is written to `outbox_messages`, which
 * `GET /api/v1/dev/outbox?to=` reads (never registered in production).
 */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly db: Kysely<Database>) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.body,
        code: message.code ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}

export class OutboxEmailSender implements EmailSender {
  constructor(private readonly db: Kysely<Database>) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        channel: 'email',
        recipient: message.to.toLowerCase(),
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}
