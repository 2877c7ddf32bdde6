import { REVIEW_MESSAGES, reviewSchema } from './review';

const errorsOf = (values: object) => {
  const result = reviewSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('review form', () => {
  it('accepts a rating of 1 to 5 with a title and a comment, trimmed', () => {
    expect(reviewSchema.parse({ rating: '4', title: ' Good ', comment: ' Fits well ' })).toEqual({ rating: 4, title: 'Good', comment: 'Fits well' });
  });
  it('asks for a rating, a title and a comment', () => {
    expect(errorsOf({ title: '', comment: ' ' })).toEqual([REVIEW_MESSAGES.ratingRequired, REVIEW_MESSAGES.titleRequired, REVIEW_MESSAGES.commentRequired]);
    expect(errorsOf({ rating: 6, title: 'a', comment: 'b' })).toEqual([REVIEW_MESSAGES.ratingRequired]);
  });
  it('keeps the title within 120 and the comment within 2000 characters', () => {
    expect(errorsOf({ rating: 5, title: 'x'.repeat(121), comment: 'y'.repeat(2001) })).toEqual([
      'Title must be at most 120 characters',
      'Review must be at most 2000 characters',
    ]);
  });
});
