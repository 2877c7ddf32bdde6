import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import { PROFILE_UPDATED_MESSAGE, updateProfile } from '../services/accounts/profile';
import { toUser } from '../services/accounts/user-view';
import { assertContactChangeAllowed } from '../services/identity/contact-change';
import type { UserUpdateInput } from '@storefront/sdk';

/** The signed-in shopper's profile (registered or guest). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, 'getCurrentUser', async ({ ctx }) => ok(await toUser(db, requireUser(ctx))));

  route<{ Body: UserUpdateInput }>(app, 'updateCurrentUser', async ({ body, ctx, ip }) => {
    const user = requireUser(ctx);
    await assertContactChangeAllowed(db, user, body, ip);
    return ok(await updateProfile(db, user, body), { message: PROFILE_UPDATED_MESSAGE });
  });
}
