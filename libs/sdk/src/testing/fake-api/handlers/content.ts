import { PAGE_NOT_FOUND_MESSAGE } from '@storefront/domain';
import { notFound, ok, type FakeResolvers } from '../http';

/** Banners, CMS pages and FAQs. */
export const contentResolvers = {
  listBanners: ({ state }) => ok([...state.banners].sort((a, b) => a.position - b.position)),
  listCmsPages: ({ state }) =>
    ok(
      state.cmsPages.map(({ id, title, slug, show_on_header, show_on_footer }) => ({
        id,
        title,
        slug,
        show_on_header,
        show_on_footer,
      })),
    ),
  getCmsPage: ({ state, params }) => {
    const page = state.cmsPages.find((p) => p.slug === params.slug);
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    return ok(page);
  },
  listFaqs: ({ state }) =>
    ok(
      [...state.faqs].sort(
        (a, b) => (a.category ?? '\uffff').localeCompare(b.category ?? '\uffff') || a.position - b.position,
      ),
    ),
} satisfies FakeResolvers;
