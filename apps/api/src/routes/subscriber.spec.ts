import { SUCCESS_MESSAGES } from '@storefront/domain';
import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('newsletter subscription', (server) => {
  it('subscribes an email once (409 "This email is already subscribed")', async () => {
    const response = await server.api.post('/subscriber', { json: { email: 'Reader@Example.in' } });
    expect(response.status).toBe(201);
    expectContractResponse('subscribe', response);
    expect(response.body.meta.message).toBe(SUCCESS_MESSAGES.subscribed);
    expect(response.body.data).toMatchObject({ email: 'reader@example.in' });
    const again = await server.api.post('/subscriber', { json: { email: 'reader@EXAMPLE.in' } });
    expect(again.status).toBe(409);
    expectContractResponse('subscribe', again);
    expect(again.body.meta.message).toBe('This email is already subscribed');
  });

  it('answers 400 for a malformed or missing email', async () => {
    for (const json of [{ email: 'not-an-email' }, { email: '' }, {}, { email: 'a@b.in', name: 'x' }]) {
      const response = await server.api.post('/subscriber', { json });
      expect(response.status).toBe(400);
      expectContractResponse('subscribe', response);
    }
  });
});
