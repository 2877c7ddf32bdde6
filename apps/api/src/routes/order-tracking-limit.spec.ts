/**
 * Track order against guessing: failed look-ups are counted atomically per order ID (10) and per client
 * address (20) in 15 minutes. Hundreds of concurrent wrong requests let no more than the limit through.
 */
import { placeGuestOrder, resetTrackingLimits } from '../testing/guest-orders';
import { uniqueEmail, uniquePhone } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';

const TOO_MANY = 'Too many attempts to track an order. Please try again in 15 minutes.';
const NOT_FOUND = 'We could not find an order with these details.';

forEachDatabase('Track order rate limit', (server) => {
  beforeEach(() => resetTrackingLimits(server));

  const track = (order_id: string, contact: string) => server.api.post('/orders/track', { json: { order_id, contact } });
  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status);

  it('lets 10 of 300 concurrent wrong contacts for one order ID be checked; the rest get 429', async () => {
    const email = uniqueEmail('guessed');
    const order = await placeGuestOrder(server, { phone: uniquePhone(), email });
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, index) => track(order.orderId, `9${String(100_000_000 + index)}`)),
    );
    expect(statuses(responses).filter((status) => status === 404)).toHaveLength(10);
    expect(statuses(responses).filter((status) => status === 429)).toHaveLength(290);
    const refused = responses.find((response) => response.status === 429)!;
    expectContractResponse('trackOrder', refused);
    expect(refused.body.meta.message).toBe(TOO_MANY);
    // The order ID is locked for the window, even for the right contact: guessing cannot go on.
    expect((await track(order.orderId, email)).status).toBe(429);
  }, 60_000);

  it('lets one client miss 20 times across 300 concurrent order IDs; a found order does not count', async () => {
    const email = uniqueEmail('client');
    const order = await placeGuestOrder(server, { phone: uniquePhone(), email });
    for (let i = 0; i < 5; i++) expect((await track(order.orderId, email)).status).toBe(200);
    const responses = await Promise.all(Array.from({ length: 300 }, (_, index) => track(`INV-2099-${String(index).padStart(6, '0')}`, email)));
    expect(statuses(responses).filter((status) => status === 404)).toHaveLength(20);
    expect(statuses(responses).filter((status) => status === 429)).toHaveLength(280);
    expect(responses.find((response) => response.status === 404)!.body.meta.message).toBe(NOT_FOUND);
    expect((await track(order.orderId, email)).body.meta.message).toBe(TOO_MANY);
  }, 60_000);
});
