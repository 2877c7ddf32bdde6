import { forEachDatabase } from '../testing';

forEachDatabase('error envelopes', (server) => {
  it('answers 400 "Malformed JSON body" for broken JSON', async () => {
    const response = await server.api.post('/contacts', { raw: '{"name": "Asha",' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ meta: { message: 'Malformed JSON body' } });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await server.api.post('/contacts', { json: { message: 'x'.repeat(1_100_000) } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ meta: { message: 'Request body is too large' } });
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await server.api.post('/contacts', { raw: 'hello', contentType: 'text/plain' });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ meta: { message: 'Unsupported content type text/plain: send application/json' } });
  });

  it('answers 4xx, never 500, for a NUL character that reaches the database outside the contract (sandbox pages)', async () => {
    const response = await fetch(`${server.baseUrl}/sandbox/phonepe/transact/page%00token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(response.status).toBe(server.kind === 'postgres' ? 400 : 404);
  });

  it('answers 400 with field errors for a query of the wrong type', async () => {
    const response = await server.api.get('/brands', { query: { featured: 'maybe' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      meta: { message: 'featured must be boolean' },
      errors: [{ field: 'featured', message: 'featured must be boolean' }],
    });
  });

  it('answers 4xx, never 500, for numbers beyond what the database holds', async () => {
    const id = await server.api.get('/products/99999999999');
    expect(id.status).toBe(400);
    expect(id.body.meta.message).toBe('id must be <= 2147483647');
    expect((await server.api.get('/products/filter', { query: { page: '99999999999999999999' } })).status).toBe(400);
    expect((await server.api.get('/products/filter', { query: { page: 2_000_000_000, per_page: 60 } })).body.data).toEqual([]);
    expect((await server.api.get('/products/filter', { query: { min_price: '1e300' } })).body.meta.total_count).toBe(0);
    expect((await server.api.get('/products/filter', { query: { max_price: 99_999_999_999 } })).status).toBe(200);
    expect((await server.api.get('/addresses/get_cities/9999999999')).status).toBe(404);
  });

  it('answers 404 with the envelope for an unknown id and an unknown API path', async () => {
    expect((await server.api.get('/products/424242')).body).toEqual({ meta: { message: 'Product not found' } });
    const unknown = await server.api.get('/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ meta: { message: 'Route not found: GET /api/v1/no/such/thing' } });
    const wrongMethod = await server.api.delete('/store_settings');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.meta.message).toBe('Route not found: DELETE /api/v1/store_settings');
  });
});
