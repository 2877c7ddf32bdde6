import { request } from '../client/request';
import type { SdkContext } from './context';

/**
 * CMS pages, FAQs and home banners (public): `sdk.content`.
 * @example
 * ```ts
 * const { data: faqs } = await sdk.content.faqs();
 * const { data: page } = await sdk.content.cmsPage('about-us');
 * // `page.content` is HTML from the store: sanitise it before rendering.
 * ```
 */
export function contentApi({ client }: SdkContext) {
  return {
    banners: () => request('listBanners', () => client.GET('/banners')),
    cmsPages: () => request('listCmsPages', () => client.GET('/cms_pages')),
    /** One page; its `content` is HTML that must be sanitised before rendering. */
    cmsPage: (slug: string) =>
      request('getCmsPage', () => client.GET('/cms_pages/{slug}', { params: { path: { slug } } })),
    faqs: () => request('listFaqs', () => client.GET('/faqs')),
  };
}
