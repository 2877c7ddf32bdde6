import { SUCCESS_MESSAGES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireRegisteredUser } from '../http/request-context';
import type { ReviewInput } from '@storefront/sdk';
import { createReview } from '../services/reviews/reviews';

/** Product reviews by registered shoppers. */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  route<{ Body: ReviewInput }>(app, 'createReview', async ({ body, ctx }) =>
    ok(await createReview(app.db, requireRegisteredUser(ctx), body), { message: SUCCESS_MESSAGES.reviewAdded }),
  );
}
