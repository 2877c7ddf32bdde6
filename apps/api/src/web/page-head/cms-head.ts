import { cmsPagePath } from '@storefront/domain';
import { NotFoundError } from '../../http/errors';
import { loadCategories } from '../../services/catalog/category-tree';
import { getCmsPage } from '../../services/content/cms-pages';
import { translateRecord } from '../../services/translations/content-translations';
import { headText } from './head-texts';
import { breadcrumbJsonLd } from './json-ld';
import { categoryHead } from './list-head';
import { notFoundHead } from './not-found-head';
import { pageTitle, type PageContext, type PageHead } from './page-head';
import { htmlToPlainText, truncateText } from './plain-text';
import { storeDescription } from './store-identity';

/**
 * /get-to-know-us/:slug: the CMS page; else the category whose page slug it is (the storefront then
 * shows that category's products, so the head is the category list's, canonical included); else 404.
 */
export async function cmsHead(ctx: PageContext, slug: string): Promise<PageHead> {
  let page: Awaited<ReturnType<typeof getCmsPage>>;
  try {
    page = await translateRecord(ctx.db, ctx.locale, 'cms_page', await getCmsPage(ctx.db, slug), ['title', 'content']);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const rows = await loadCategories(ctx.db);
    const category = rows.find((row) => row.cms_slug === slug);
    return category ? categoryHead(ctx, category, rows) : notFoundHead(ctx);
  }
  const path = cmsPagePath(page.slug);
  const text = htmlToPlainText(page.content);
  return {
    status: 200,
    title: pageTitle(page.title, ctx.store.name),
    description: text ? truncateText(text) : storeDescription(ctx.store, ctx.locale),
    canonicalPath: path,
    ogType: 'website',
    imagePath: ctx.store.logo,
    preloadImages: [],
    jsonLd: [breadcrumbJsonLd(ctx.origin, [{ name: headText(ctx.locale, 'head.breadcrumb.home'), path: '/' }, { name: page.title, path }], ctx.locale)],
  };
}
