import { ALREADY_REVIEWED_MESSAGE, PRODUCT_NOT_FOUND_MESSAGE } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUniqueViolation } from '../accounts/unique-violation';
import type { Review, ReviewInput } from '@storefront/sdk';
import { blankFields, invalidFields } from '../../http/field-checks';

/**
 * A registered shopper's review of an active product, one per product (409 on a second). The product's
 * average_rating and reviews_count are computed from the reviews, so they include it at once.
 */
export async function createReview(db: Kysely<Database>, user: Row<'users'>, input: ReviewInput): Promise<Review> {
  const blank = blankFields({ title: input.title, comment: input.comment });
  if (blank.length > 0) throw invalidFields(blank);
  const title = input.title.trim();
  const comment = input.comment.trim();
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', input.product_id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  const existing = await db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', user.id)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (existing) throw new ConflictError(ALREADY_REVIEWED_MESSAGE);
  try {
    const row = await db
      .insertInto('reviews')
      .values({
        user_id: user.id,
        product_id: product.id,
        rating: input.rating,
        title,
        comment,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      product_id: row.product_id,
      user_name: user.name,
      rating: row.rating,
      title: row.title,
      comment: row.comment,
      created_at: row.created_at,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ALREADY_REVIEWED_MESSAGE);
    throw error;
  }
}
