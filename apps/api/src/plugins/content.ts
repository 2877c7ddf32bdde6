import type { FastifyInstance } from 'fastify';
import { catalogRead } from '../http/catalog-read';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { listBanners } from '../services/content/banners';
import { getCmsPage, listCmsPages } from '../services/content/cms-pages';
import { listFaqs } from '../services/content/faqs';
import { listCities, listStates } from '../services/content/regions';
import { listReturnOptions } from '../services/content/return-options';

/** Banners, CMS pages, FAQs, return options, states and cities (public, read-only). */
export async function contentPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, 'listBanners', catalogRead(app, async () => ok(await listBanners(db))));

  route(app, 'listCmsPages', catalogRead(app, async () => ok(await listCmsPages(db))));

  route<{ Params: { slug: string } }>(app, 'getCmsPage', catalogRead(app, async ({ params }) => ok(await getCmsPage(db, params.slug))));

  route(app, 'listFaqs', catalogRead(app, async () => ok(await listFaqs(db))));

  route(app, 'listReturnOptions', catalogRead(app, async () => ok(await listReturnOptions(db))));

  route(app, 'listStates', catalogRead(app, async () => ok(await listStates(db))));

  route<{ Params: { state: string } }>(app, 'listCities', catalogRead(app, async ({ params }) => ok(await listCities(db, params.state))));
}
