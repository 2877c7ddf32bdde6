/** App paths the themes link to. */
export const PATHS = {
  home: '/',
  myAccount: '/my-account',
  faqs: '/faqs',
  contactUs: '/contact-us',
} as const;

/** A CMS page's path: /get-to-know-us/{slug}. */
export function cmsPagePath(slug: string): string {
  return `/get-to-know-us/${encodeURIComponent(slug)}`;
}
