import { useT } from '@storefront/i18n';
import { Button, Spinner, useTokens, trackedLazy } from '@storefront/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../../stores';
import { sectionTitleStyles } from './styles';

const ReviewFormFields = trackedLazy(() => import('./review-form-fields').then((m) => ({ default: m.ReviewFormFields })));

/**
 * "Write a review" on the product page (anchor #write-review, linked from delivered orders). Signed-out
 * shoppers get the sign-in prompt; after a review is added the product reloads, so the rating summary
 * and the list show it.
 */
export const ReviewForm = observer(function ReviewForm({ productId }: { productId: number }) {
  const t = useTokens();
  const tr = useT();
  const { auth, ui } = useStores();
  return (
    <section id="write-review" aria-labelledby="write-review-title" css={{ marginTop: t.space.xl, maxWidth: 640 }}>
      <h2 id="write-review-title" css={sectionTitleStyles(t)}>
        {tr('browse.review.write')}
      </h2>
      {!auth.isSignedIn || auth.isGuestUser ? (
        <p>
          <Button variant="secondary" onClick={() => ui.openSignInPrompt()}>
            {tr('browse.review.signIn')}
          </Button>
        </p>
      ) : (
        <Suspense fallback={<Spinner />}>
          <ReviewFormFields productId={productId} />
        </Suspense>
      )}
    </section>
  );
});
