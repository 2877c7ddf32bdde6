import type { FastifyInstance } from 'fastify';
import { catalogRoute } from '../catalog-reads/catalog-read';
import { ok } from '../http/reply';
import { listBanners } from '../services/content/banners';
import { getCmsPage, listCmsPages } from '../services/content/cms-pages';
import { listFaqs } from '../services/content/faqs';
import { listCities, listStates } from '../services/content/regions';
import { listReturnOptions } from '../services/content/return-options';
import { translateRecord, translateRecords } from '../services/translations/content-translations';

/** Banners, CMS pages, FAQs, return options, states and cities (public, read-only). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  catalogRoute(app, 'listBanners', async () => ok(await listBanners(db)));

  catalogRoute(app, 'listCmsPages', async ({ locale }) =>
    ok(await translateRecords(db, locale, 'cms_page', await listCmsPages(db), ['title'])),
  );

  catalogRoute<{ Params: { slug: string } }>(app, 'getCmsPage', async ({ params, locale }) =>
    ok(await translateRecord(db, locale, 'cms_page', await getCmsPage(db, params.slug), ['title', 'content'])),
  );

  catalogRoute(app, 'listFaqs', async ({ locale }) =>
    ok(await translateRecords(db, locale, 'faq', await listFaqs(db), ['question', 'answer', 'category'])),
  );

  catalogRoute(app, 'listReturnOptions', async () => ok(await listReturnOptions(db)));

  catalogRoute(app, 'listStates', async () => ok(await listStates(db)));

  catalogRoute<{ Params: { state: string } }>(app, 'listCities', async ({ params }) => ok(await listCities(db, params.state)));
}
