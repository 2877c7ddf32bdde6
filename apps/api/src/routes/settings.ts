import type { FastifyInstance } from 'fastify';
import { catalogRoute } from '../catalog-reads/catalog-read';
import { ok } from '../http/reply';
import { listEnabledPaymentOptions, toPaymentOption } from '../services/settings/payment-options';
import { loadStoreSettings, toStoreSettings } from '../services/settings/store-settings';

/** Store settings and payment options (public). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  catalogRoute(app, 'getStoreSettings', async () => ok(toStoreSettings(await loadStoreSettings(app.database.quickDb), app.config)));

  catalogRoute(app, 'getPaymentOptions', async () => ok((await listEnabledPaymentOptions(app.db)).map(toPaymentOption)));
}
