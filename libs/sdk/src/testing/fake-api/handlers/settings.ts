import { ok, type FakeResolvers } from '../http';

/** Store settings and payment options. */
export const settingsResolvers = {
  getStoreSettings: ({ state }) => ok(state.settings),
  getPaymentOptions: ({ state }) => ok(state.paymentOptions),
} satisfies FakeResolvers;
