import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { isSet } from '../../db/values';
import { toRupees } from '@storefront/domain';
import type { MonthlyConsumption, SalonCategory, User } from '@storefront/sdk';
import { walletBalancePaise } from '../wallet/wallet';

const SALON_CATEGORIES: readonly string[] = ['mens', 'women', 'unisex'];
const MONTHLY_CONSUMPTIONS: readonly string[] = ['1000-2500', '2500-5000', '5000-10000', 'More Than 10000'];

/** The `User` wire shape (never the password hash), with the wallet balance. */
export async function toUser(db: Kysely<Database>, row: Row<'users'>): Promise<User> {
  const balance = await walletBalancePaise(db, row.id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    full_phone_number: row.full_phone_number,
    business_type: row.business_type === 'b2b' ? 'b2b' : 'b2c',
    gstin: row.gstin,
    business_name: row.business_name,
    gst_state: row.gst_state,
    gst_address: row.gst_address,
    salon_category: SALON_CATEGORIES.includes(row.salon_category ?? '') ? (row.salon_category as SalonCategory) : null,
    monthly_consumption: MONTHLY_CONSUMPTIONS.includes(row.monthly_consumption ?? '')
      ? (row.monthly_consumption as MonthlyConsumption)
      : null,
    salon_location_pincode: row.salon_location_pincode,
    is_guest: isSet(row.is_guest),
    wallet_balance: toRupees(Math.max(balance, 0)),
    created_at: row.created_at,
  };
}

/** Reads a user by id (after a write), or throws: the caller just wrote it. */
export async function loadUser(db: Kysely<Database>, userId: number): Promise<Row<'users'>> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}
