import type { FastifyInstance } from 'fastify';
import { catalogRead } from '../http/catalog-read';
import { route } from '../http/route';
import { ok } from '../http/reply';
import { listEnabledPaymentOptions, toPaymentOption } from '../services/settings/payment-options';
import { loadStoreSettings, toStoreSettings } from '../services/settings/store-settings';

/** Store settings and payment options (public). */
export async function settingsPlugin(app: FastifyInstance): Promise<void> {
  route(app, 'getStoreSettings', catalogRead(app, async () => ok(toStoreSettings(await loadStoreSettings(app.db), app.config))));

  route(app, 'getPaymentOptions', catalogRead(app, async () => ok((await listEnabledPaymentOptions(app.db)).map(toPaymentOption))));
}
