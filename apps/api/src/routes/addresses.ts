import { SUCCESS_MESSAGES } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { requireUser } from '../http/request-context';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../services/addresses/addresses';
import type { AddressInput, AddressUpdateInput } from '@storefront/sdk';

/** The shopper's delivery addresses (registered or guest); another shopper's address answers 404. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, 'listAddresses', async ({ ctx }) => ok(await listAddresses(db, requireUser(ctx).id)));

  route<{ Body: AddressInput }>(app, 'createAddress', async ({ body, ctx }) =>
    ok({ address: await createAddress(db, requireUser(ctx).id, body) }, { message: SUCCESS_MESSAGES.addressAdded }),
  );

  route<{ Body: AddressUpdateInput }>(app, 'updateAddress', async ({ body, ctx }) =>
    ok({ address: await updateAddress(db, requireUser(ctx).id, body) }, { message: SUCCESS_MESSAGES.addressUpdated }),
  );

  const remove = async (userId: number, id: number) => {
    await deleteAddress(db, userId, id);
    return ok({ id }, { message: SUCCESS_MESSAGES.addressDeleted });
  };

  route<{ Params: { id: number } }>(app, 'deleteAddress', async ({ params, ctx }) => remove(requireUser(ctx).id, params.id));

  route<{ Querystring: { id: number } }>(app, 'removeUserAddress', async ({ query, ctx }) =>
    remove(requireUser(ctx).id, query.id),
  );
}
