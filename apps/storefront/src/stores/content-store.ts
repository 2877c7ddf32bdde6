import { makeAutoObservable, runInAction } from 'mobx';
import { FALLBACK_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@storefront/domain';
import type { CmsPage, CmsPageSummary, ContactInput, Faq } from '@storefront/sdk';
import { messageOf, toStoreError, type StoreError } from './errors';
import type { RootStore } from './root-store';

/** CMS pages, FAQs, the contact form and the newsletter. */
export class ContentStore {
  cmsPages: CmsPageSummary[] = [];
  loadingPages = false;
  pagesError: StoreError | null = null;

  /** Full pages by slug, as loaded. */
  pages = new Map<string, CmsPage>();
  pageLoading = false;
  pageError: StoreError | null = null;

  faqs: Faq[] = [];
  faqsLoading = false;
  faqsError: StoreError | null = null;

  contactLoading = false;
  subscribeLoading = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** Pages flagged show_on_header (header entries after the categories). */
  get headerPages(): CmsPageSummary[] {
    return this.cmsPages.filter((page) => page.show_on_header);
  }

  /** Pages flagged show_on_footer (the footer's Information). */
  get footerPages(): CmsPageSummary[] {
    return this.cmsPages.filter((page) => page.show_on_footer);
  }

  /** A loaded page, or undefined. Its `content` is HTML to sanitise before rendering. */
  page(slug: string): CmsPage | undefined {
    return this.pages.get(slug);
  }

  async loadPages(): Promise<void> {
    this.loadingPages = true;
    this.pagesError = null;
    try {
      const { data } = await this.root.sdk.content.cmsPages();
      runInAction(() => {
        this.cmsPages = data;
      });
    } catch (error) {
      runInAction(() => {
        this.cmsPages = [];
        this.pagesError = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.loadingPages = false;
      });
    }
  }

  async loadPage(slug: string): Promise<CmsPage | null> {
    this.pageLoading = true;
    this.pageError = null;
    try {
      const { data } = await this.root.sdk.content.cmsPage(slug);
      runInAction(() => {
        this.pages.set(slug, data);
      });
      return data;
    } catch (error) {
      runInAction(() => {
        this.pages.delete(slug);
        this.pageError = toStoreError(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.pageLoading = false;
      });
    }
  }

  async loadFaqs(): Promise<void> {
    this.faqsLoading = true;
    this.faqsError = null;
    try {
      const { data } = await this.root.sdk.content.faqs();
      runInAction(() => {
        this.faqs = data;
      });
    } catch (error) {
      runInAction(() => {
        this.faqs = [];
        this.faqsError = toStoreError(error);
      });
    } finally {
      runInAction(() => {
        this.faqsLoading = false;
      });
    }
  }

  /** Sends the contact form; toasts the server's data.message, or "contact us error!". True on success. */
  async sendContact(values: ContactInput): Promise<boolean> {
    this.contactLoading = true;
    try {
      const { data } = await this.root.sdk.contact.send(values);
      this.root.notifier.success(data.message);
      return true;
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.contact));
      return false;
    } finally {
      runInAction(() => {
        this.contactLoading = false;
      });
    }
  }

  /**
   * Subscribes to the newsletter: "you are successfully subscribed!!", or the server's message or
   * "subscribe error!" and then the error is re-raised (spec section 8) so the form can keep the address.
   */
  async subscribe(email: string): Promise<void> {
    this.subscribeLoading = true;
    try {
      await this.root.sdk.subscriber.subscribe(email);
      this.root.notifier.success(SUCCESS_MESSAGES.subscribed);
    } catch (error) {
      this.root.notifier.error(messageOf(error, FALLBACK_ERROR_MESSAGES.subscribe));
      throw error;
    } finally {
      runInAction(() => {
        this.subscribeLoading = false;
      });
    }
  }
}
