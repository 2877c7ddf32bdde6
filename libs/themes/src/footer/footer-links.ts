import { categoryLink, cmsPagePath, PAGE_PATHS } from '@storefront/domain';
import type { MenuCategory, MenuPage } from '../models/category';
import type { FooterLink } from './footer-link-list';
import type { Translate } from '@storefront/i18n';

/** Information: the content pages. */
export function informationLinks(pages: readonly MenuPage[]): FooterLink[] {
  return pages.map((page) => ({ key: page.id, href: cmsPagePath(page.slug), label: page.title }));
}

/** Top Categories, linked as every category menu links them (the domain's categoryLink). */
export function topCategoryLinks(categories: readonly MenuCategory[]): FooterLink[] {
  return categories.map((category) => ({ key: category.id, href: categoryLink(category), label: category.name }));
}

/** Quick Links: the FAQ. */
export function quickLinks(tr: Translate): FooterLink[] {
  return [{ key: 'faq', href: PAGE_PATHS.faqs, label: tr('shell.footer.faq') }];
}

/**
 * Help / Customer care: Contact us, Track order (guests find their orders there), the support email and
 * the customer care phone (when configured).
 */
export function helpLinks(tr: Translate, supportEmail?: string | null, carePhone?: string | null): FooterLink[] {
  const links: FooterLink[] = [
    { key: 'contact', href: PAGE_PATHS.contactUs, label: tr('shell.footer.contactUs') },
    { key: 'track-order', href: PAGE_PATHS.trackOrder, label: tr('shell.footer.trackOrder') },
  ];
  const email = supportEmail?.trim();
  const phone = carePhone?.trim();
  if (email) links.push({ key: 'email', href: `mailto:${email}`, label: email, external: true, ariaLabel: tr('shell.footer.emailTo', { email }) });
  if (phone) {
    links.push({
      key: 'phone',
      href: `tel:${phone.replace(/[^\d+]/g, '')}`,
      label: phone,
      external: true,
      ariaLabel: tr('shell.footer.callTo', { phone }),
    });
  }
  return links;
}
