import {
  ADDRESS_LIMIT_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  cleanAddressFields,
  MAX_ADDRESSES,
  UNKNOWN_STATE_MESSAGE,
} from '@storefront/domain';
import { type Kysely, type Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { Database, Row, RowUpdate } from '../../db/schema';
import { isSet, toFlag } from '../../db/values';
import { NotFoundError, UnprocessableError } from '../../http/errors';
import type { Address, AddressInput, AddressType, AddressUpdateInput } from '@storefront/sdk';
import { invalidFields } from '../../http/field-checks';
import { canonicalStateName } from './states';

const ADDRESS_TYPES: readonly string[] = ['home', 'work', 'other'];

export function toAddress(row: Row<'addresses'>): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    address_type: (ADDRESS_TYPES.includes(row.address_type) ? row.address_type : 'home') as AddressType,
    is_default: isSet(row.is_default),
  };
}

/** The shopper's addresses: the default first, then newest first. */
export async function listAddresses(db: Kysely<Database>, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

type Fields = Omit<AddressUpdateInput, 'id' | 'is_default'>;

/** The domain's cleaning of the fields (trimmed, blank required ones refused), and the state's listed name. */
async function cleanFields(db: Kysely<Database>, input: Fields): Promise<RowUpdate<'addresses'>> {
  const { fields, errors } = cleanAddressFields(input);
  const out: RowUpdate<'addresses'> = { ...fields };
  if (input.state !== undefined) {
    const state = await canonicalStateName(db, input.state);
    if (state) out.state = state;
    else errors.push({ field: 'state', message: UNKNOWN_STATE_MESSAGE });
  }
  if (errors.length > 0) throw invalidFields(errors);
  return out;
}

/** Serialises address writes of one shopper on PostgreSQL (the 20 limit, the single default). */
async function lockShopper(trx: Transaction<Database>, userId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
}

async function clearDefault(trx: Transaction<Database>, userId: number, exceptId: number | null): Promise<void> {
  let query = trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  await query.execute();
}

/**
 * Makes the newest address the default when the shopper has none left, preferring any address but
 * `avoidId` (the one just unset), which stays the default only when it is the shopper's only address.
 */
async function ensureDefault(trx: Transaction<Database>, userId: number, avoidId: number | null = null): Promise<void> {
  const current = await trx
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  if (current) return;
  let query = trx
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (avoidId !== null) query = query.where('id', '!=', avoidId);
  const chosen = (await query.executeTakeFirst())?.id ?? avoidId;
  if (chosen !== null) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', chosen).execute();
}

async function ownAddress(db: Kysely<Database>, userId: number, id: number): Promise<Row<'addresses'>> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Another shopper's address is reported as unknown, never as forbidden.
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
  return row;
}

/** Adds an address (the first becomes the default; is_default moves the default to it). 422 after 20. */
export async function createAddress(db: Kysely<Database>, userId: number, input: AddressInput): Promise<Address> {
  const fields = await cleanFields(db, input);
  const at = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    await lockShopper(trx, userId);
    const { count } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES) throw new UnprocessableError(ADDRESS_LIMIT_MESSAGE);
    const isDefault = Number(count) === 0 || input.is_default === true;
    if (isDefault) await clearDefault(trx, userId, null);
    const row = await trx
      .insertInto('addresses')
      .values({
        user_id: userId,
        name: fields.name as string,
        phone: input.phone,
        address_line_1: fields.address_line_1 as string,
        address_line_2: fields.address_line_2 ?? null,
        landmark: fields.landmark ?? null,
        city: fields.city as string,
        state: fields.state as string,
        pincode: input.pincode,
        address_type: input.address_type ?? 'home',
        is_default: toFlag(isDefault),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return toAddress(await ownAddress(db, userId, id));
}

/** Changes the fields sent of the shopper's address `id`; 404 for an unknown or foreign id. */
export async function updateAddress(db: Kysely<Database>, userId: number, input: AddressUpdateInput): Promise<Address> {
  const { id, is_default: isDefault, ...rest } = input;
  await ownAddress(db, userId, id);
  const fields = await cleanFields(db, rest);
  await db.transaction().execute(async (trx) => {
    await lockShopper(trx, userId);
    await ownAddress(trx, userId, id);
    if (isDefault === true) await clearDefault(trx, userId, id);
    const patch: RowUpdate<'addresses'> = { ...fields, updated_at: new Date().toISOString() };
    if (isDefault !== undefined) patch.is_default = toFlag(isDefault);
    await trx.updateTable('addresses').set(patch).where('id', '=', id).where('user_id', '=', userId).execute();
    // Unsetting the default hands it to another address; a shopper's only address stays the default.
    if (isDefault === false) await ensureDefault(trx, userId, id);
  });
  return toAddress(await ownAddress(db, userId, id));
}

/**
 * Deletes the shopper's address `id`: carts pointing at it lose it, orders keep their snapshot, and the
 * newest remaining address becomes the default when it was the default. 404 for an unknown or foreign id.
 */
export async function deleteAddress(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockShopper(trx, userId);
    const row = await ownAddress(trx, userId, id);
    await trx.updateTable('carts').set({ address_id: null }).where('address_id', '=', id).execute();
    await trx.deleteFrom('addresses').where('id', '=', id).execute();
    if (isSet(row.is_default)) await ensureDefault(trx, userId);
  });
}
