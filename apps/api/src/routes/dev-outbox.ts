import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';

/** How many messages the outbox answers with at most. */
const OUTBOX_LIMIT = 50;

/**
 * `GET /api/v1/dev/outbox?to=`: the SMS and emails sent to a phone or email, newest first, with their
 * codes. Registered only when ENABLE_DEV_OUTBOX=true (tests, `npm start`) and never in production, even
 * if set: elsewhere it answers 404, so an unset NODE_ENV does not hand out everyone's codes.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.enableDevOutbox || app.config.isProduction) return;

  route<{ Querystring: { to: string } }>(app, 'getDevOutbox', async ({ query }) => {
    const to = query.to.trim();
    const rows = await app.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', 'in', [to, to.toLowerCase()])
      .orderBy('id', 'desc')
      .limit(OUTBOX_LIMIT)
      .execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        code: row.code,
        created_at: row.created_at,
      })),
    );
  });
}
