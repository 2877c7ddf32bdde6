import { productSlug } from '@storefront/domain';
import type { NewRow } from '../db/schema';
import type { DemoCatalog } from './build-catalog';
import { REVIEW_TEXTS, REVIEWER_NAMES } from './data/store-content';
import { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ratings lean positive, as on a real store. */
const RATING_WEIGHTS: [number, number][] = [[5, 0.42], [4, 0.33], [3, 0.14], [2, 0.07], [1, 0.04]];

function rating(random: Random): number {
  let roll = random.next();
  for (const [value, weight] of RATING_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return 5;
}

/** Reviewer accounts (no password: they cannot log in) and their reviews on about half the products. */
export function buildReviews(catalog: DemoCatalog, firstUserId: number, now: Date) {
  const random = new Random(7_2025);
  const users: NewRow<'users'>[] = REVIEWER_NAMES.map((name, index) => ({
    id: firstUserId + index,
    name,
    email: `${productSlug(name).replace('-', '.')}@example.in`,
    full_phone_number: null,
    password_hash: null,
    business_type: 'b2c',
    gstin: null,
    business_name: null,
    gst_state: null,
    gst_address: null,
    salon_category: null,
    monthly_consumption: null,
    salon_location_pincode: null,
    is_guest: 0,
    created_at: new Date(now.getTime() - 200 * DAY_MS).toISOString(),
    updated_at: new Date(now.getTime() - 200 * DAY_MS).toISOString(),
  }));
  const reviews: NewRow<'reviews'>[] = [];
  for (const product of catalog.products) {
    if (!random.chance(0.55)) continue;
    for (const user of random.sample(users, random.int(1, 6))) {
      const stars = rating(random);
      const text = random.pick(REVIEW_TEXTS[stars]);
      reviews.push({
        id: reviews.length + 1,
        user_id: user.id as number,
        product_id: product.id as number,
        rating: stars,
        title: text.title,
        comment: text.comment,
        created_at: new Date(now.getTime() - random.int(1, 90) * DAY_MS - random.int(0, 86_399) * 1000).toISOString(),
      });
    }
  }
  return { users, reviews };
}
