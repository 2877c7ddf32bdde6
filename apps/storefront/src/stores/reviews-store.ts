import { makeAutoObservable } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { RootStore } from './root-store';
import { runRequest } from './support/run-request';

export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
}

/** Writing product reviews (registered shoppers; one per shopper and product). */
export class ReviewsStore {
  submitting = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /**
   * Sends a review: "review successfully added" and the product reloaded (its rating summary and latest
   * reviews come from the server); the server's message or "add review error!" on failure. True on success.
   */
  async add(productId: number, draft: ReviewDraft): Promise<boolean> {
    const body = { product_id: productId, rating: draft.rating, title: draft.title.trim(), comment: draft.comment.trim() };
    const result = await runRequest(this.root.notifier, () => this.root.sdk.reviews.create(body), {
      loading: (on) => {
        this.submitting = on;
      },
      successToast: SUCCESS_MESSAGES.reviewAdded,
      errorToast: FALLBACK_ERROR_MESSAGES.addReview,
    });
    if (result.ok) await this.root.productDetail.load(productId);
    return result.ok;
  }
}
