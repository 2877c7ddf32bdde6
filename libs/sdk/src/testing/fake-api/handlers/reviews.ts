import {
  ALREADY_REVIEWED_MESSAGE,
  blankFields,
  joinedFieldMessages,
  PRODUCT_NOT_FOUND_MESSAGE,
  SUCCESS_MESSAGES,
} from '@storefront/domain';
import type { ReviewInput } from '../../../generated/models';
import { badRequest, conflict, notFound, ok, type FakeResolvers } from '../http';
import { findProduct } from '../model/catalog';
import { nextId, now } from '../state';

/** Product reviews: registered shoppers, one per product; title and comment trimmed, never blank. */
export const reviewResolvers = {
  createReview: (ctx) => {
    const user = ctx.requireRegisteredUser();
    const input = ctx.body as ReviewInput;
    const blank = blankFields({ title: input.title, comment: input.comment });
    if (blank.length > 0) throw badRequest(joinedFieldMessages(blank), blank);
    const record = findProduct(ctx.state, input.product_id);
    if (!record) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    if (record.reviewerIds.includes(user.user.id)) throw conflict(ALREADY_REVIEWED_MESSAGE);
    const review = {
      id: nextId(ctx.state, 'review'),
      product_id: input.product_id,
      user_name: user.user.name,
      rating: input.rating,
      title: input.title.trim(),
      comment: input.comment.trim(),
      created_at: now(ctx.state).toISOString(),
    };
    record.reviewerIds.push(user.user.id);
    const { detail } = record;
    detail.reviews.unshift(review);
    detail.reviews_count = detail.reviews.length;
    detail.average_rating = Math.round((detail.reviews.reduce((sum, r) => sum + r.rating, 0) / detail.reviews.length) * 10) / 10;
    return ok(review, { message: SUCCESS_MESSAGES.reviewAdded });
  },
} satisfies FakeResolvers;
