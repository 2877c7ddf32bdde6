import { z } from 'zod';
import { requiredText } from './fields';

/** The contract's limits on a review (`ReviewInput`). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5',
  titleRequired: 'Title required',
  titleTooLong: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
  commentRequired: 'Review required',
  commentTooLong: `Review must be at most ${REVIEW_COMMENT_MAX} characters`,
} as const;

/** Review form: a rating of 1 to 5 stars, a title and a comment within the contract's limits. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  title: requiredText(REVIEW_MESSAGES.titleRequired).refine((v) => v.length <= REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong),
  comment: requiredText(REVIEW_MESSAGES.commentRequired).refine(
    (v) => v.length <= REVIEW_COMMENT_MAX,
    REVIEW_MESSAGES.commentTooLong,
  ),
});

export type ReviewValues = z.output<typeof reviewSchema>;
