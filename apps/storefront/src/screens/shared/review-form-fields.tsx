import { formValidator, REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX, reviewSchema } from '@storefront/domain';
import { useT } from '@storefront/i18n';
import { Button, TextField } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { TextAreaField } from './text-area-field';
import { StarRatingField } from './star-rating-field';

const validateReview = formValidator(reviewSchema);

/**
 * The review form itself (rating stars, title, review), a chunk of its own with its validation (final-form,
 * zod): only a signed-in shopper gets it, so the product page does not wait for it. A failed send keeps
 * what the shopper wrote; a sent review starts the form again.
 */
export const ReviewFormFields = observer(function ReviewFormFields({ productId }: { productId: number }) {
  const { reviews } = useStores();
  const t = useT();
  return (
    <Form<{ rating?: string; title?: string; comment?: string }>
      validate={validateReview}
      onSubmit={async (values, form) => {
        const draft = { rating: Number(values.rating), title: values.title ?? '', comment: values.comment ?? '' };
        if (await reviews.add(productId, draft)) form.restart();
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <StarRatingField name="rating" legend={t('browse.review.rating')} />
          <TextField name="title" label={t('browse.review.title')} maxLength={REVIEW_TITLE_MAX} required />
          <TextAreaField name="comment" label={t('browse.review.review')} rows={5} maxLength={REVIEW_COMMENT_MAX} required />
          <Button type="submit" loading={reviews.submitting}>
            {t('browse.review.submit')}
          </Button>
        </form>
      )}
    />
  );
});
