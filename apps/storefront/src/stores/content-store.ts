import { makeAutoObservable } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { CmsPage, CmsPageSummary, ContactInput, Faq } from '@storefront/sdk';
import type { StoreError } from './errors';
import type { RootStore } from './root-store';
import { RemoteValue } from './support/remote-value';
import { runRequest } from './support/run-request';

/** CMS pages, FAQs, the contact form and the newsletter. */
export class ContentStore {
  /** Every CMS page's summary (header and footer entries). */
  readonly pageList = new RemoteValue<CmsPageSummary[]>([]);

  /** Full pages by slug, as loaded. */
  pages = new Map<string, CmsPage>();
  pageLoading = false;
  pageError: StoreError | null = null;

  readonly faqs = new RemoteValue<Faq[]>([]);

  contactLoading = false;
  subscribeLoading = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false, pageList: false, faqs: false }, { autoBind: true });
  }

  /** Pages flagged show_on_header (header entries after the categories). */
  get headerPages(): CmsPageSummary[] {
    return this.pageList.value.filter((page) => page.show_on_header);
  }

  /** Pages flagged show_on_footer (the footer's Information). */
  get footerPages(): CmsPageSummary[] {
    return this.pageList.value.filter((page) => page.show_on_footer);
  }

  /** A loaded page, or undefined. Its `content` is HTML to sanitise before rendering. */
  page(slug: string): CmsPage | undefined {
    return this.pages.get(slug);
  }

  async loadPages(): Promise<void> {
    await this.pageList.load(this.root.notifier, () => this.root.sdk.content.cmsPages());
  }

  async loadPage(slug: string): Promise<CmsPage | null> {
    const result = await runRequest(this.root.notifier, async () => (await this.root.sdk.content.cmsPage(slug)).data, {
      loading: (on) => {
        this.pageLoading = on;
        if (on) this.pageError = null;
      },
      onSuccess: (page) => this.pages.set(slug, page),
      onFailure: (error) => {
        this.pages.delete(slug);
        this.pageError = error;
      },
    });
    return result.ok ? result.data : null;
  }

  async loadFaqs(): Promise<void> {
    await this.faqs.load(this.root.notifier, () => this.root.sdk.content.faqs());
  }

  /** Sends the contact form; toasts the server's data.message, or "contact us error!". True on success. */
  async sendContact(values: ContactInput): Promise<boolean> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.contact.send(values), {
      loading: (on) => (this.contactLoading = on),
      successToast: ({ data }) => data.message,
      errorToast: FALLBACK_ERROR_MESSAGES.contact,
    });
    return result.ok;
  }

  /**
   * Subscribes to the newsletter: "you are successfully subscribed!!", or the server's message or
   * "subscribe error!" and then the error is re-raised (docs/product.md §8) so the form can keep the address.
   */
  async subscribe(email: string): Promise<void> {
    const result = await runRequest(this.root.notifier, () => this.root.sdk.subscriber.subscribe(email), {
      loading: (on) => (this.subscribeLoading = on),
      successToast: SUCCESS_MESSAGES.subscribed,
      errorToast: FALLBACK_ERROR_MESSAGES.subscribe,
    });
    if (!result.ok) throw result.error;
  }
}
