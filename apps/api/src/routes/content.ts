import type { FastifyInstance } from 'fastify';
import { catalogRoute } from '../catalog-reads/catalog-read';
import { ok } from '../http/reply';
import { listBanners } from '../services/content/banners';
import { getCmsPage, listCmsPages } from '../services/content/cms-pages';
import { listFaqs } from '../services/content/faqs';
import { listCities, listStates } from '../services/content/regions';
import { listReturnOptions } from '../services/content/return-options';

/** Banners, CMS pages, FAQs, return options, states and cities (public, read-only). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  catalogRoute(app, 'listBanners', async () => ok(await listBanners(db)));

  catalogRoute(app, 'listCmsPages', async () => ok(await listCmsPages(db)));

  catalogRoute<{ Params: { slug: string } }>(app, 'getCmsPage', async ({ params }) => ok(await getCmsPage(db, params.slug)));

  catalogRoute(app, 'listFaqs', async () => ok(await listFaqs(db)));

  catalogRoute(app, 'listReturnOptions', async () => ok(await listReturnOptions(db)));

  catalogRoute(app, 'listStates', async () => ok(await listStates(db)));

  catalogRoute<{ Params: { state: string } }>(app, 'listCities', async ({ params }) => ok(await listCities(db, params.state)));
}
