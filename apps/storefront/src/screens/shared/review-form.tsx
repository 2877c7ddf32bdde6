import { formValidator, REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX, reviewSchema } from '@storefront/domain';
import { Button, SelectField, TextField, useTokens } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { useStores } from '../../stores';
import { TextAreaField } from '../contact/text-area-field';
import { sectionTitleStyles } from './styles';

const validateReview = formValidator(reviewSchema);
const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'star' : 'stars'}` }));

/**
 * "Write a review" on the product page (anchor #write-review, linked from delivered orders). Signed-out
 * shoppers get the sign-in prompt; after a review is added the product reloads, so the rating summary
 * and the list show it. A failed send keeps what the shopper wrote.
 */
export const ReviewForm = observer(function ReviewForm({ productId }: { productId: number }) {
  const t = useTokens();
  const { auth, reviews, ui } = useStores();
  return (
    <section id="write-review" aria-labelledby="write-review-title" css={{ marginTop: t.space.xl, maxWidth: 640 }}>
      <h2 id="write-review-title" css={sectionTitleStyles(t)}>
        Write a review
      </h2>
      {!auth.isSignedIn || auth.isGuestUser ? (
        <p>
          <Button variant="secondary" onClick={() => ui.openSignInPrompt()}>
            Sign in to write a review
          </Button>
        </p>
      ) : (
        <Form<{ rating?: string; title?: string; comment?: string }>
          validate={validateReview}
          onSubmit={async (values, form) => {
            const draft = { rating: Number(values.rating), title: values.title ?? '', comment: values.comment ?? '' };
            if (await reviews.add(productId, draft)) form.restart();
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <SelectField name="rating" label="Rating" placeholder="Choose a rating" options={RATINGS} required />
              <TextField name="title" label="Title" maxLength={REVIEW_TITLE_MAX} required />
              <TextAreaField name="comment" label="Review" rows={5} maxLength={REVIEW_COMMENT_MAX} required />
              <Button type="submit" loading={reviews.submitting}>
                Submit review
              </Button>
            </form>
          )}
        />
      )}
    </section>
  );
});
