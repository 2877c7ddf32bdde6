import { SUCCESS_MESSAGES } from '@storefront/domain';
import { stockedProducts } from '../testing/commerce-fixtures';
import { createShopper, type TestShopper } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('reviews', (server) => {
  let shopper: TestShopper;
  let productId: number;
  beforeAll(async () => {
    shopper = await createShopper(server.db);
    [{ id: productId }] = await stockedProducts(server.db, 1);
  });

  const review = (token: string | undefined, json: Record<string, unknown>) => server.api.post('/reviews', { json, token });

  it('adds a review once per shopper and product, counted on the product', async () => {
    const before = (await server.api.get(`/products/${productId}`)).body.data;
    const response = await review(shopper.token, { product_id: productId, rating: 4, title: ' Good fit ', comment: 'Soft cotton.' });
    expect(response.status).toBe(201);
    expectContractResponse('createReview', response);
    expect(response.body.meta.message).toBe(SUCCESS_MESSAGES.reviewAdded);
    expect(response.body.data).toMatchObject({ product_id: productId, user_name: shopper.user.name, rating: 4, title: 'Good fit', comment: 'Soft cotton.' });

    const after = (await server.api.get(`/products/${productId}`)).body.data;
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.reviews.map((r: { id: number }) => r.id)).toContain(response.body.data.id);

    const second = await review(shopper.token, { product_id: productId, rating: 1, title: 'Changed my mind', comment: 'No.' });
    expect(second.status).toBe(409);
    expectContractResponse('createReview', second);
    expect(second.body.meta.message).toBe('You have already reviewed this product');
  });

  it('answers 404 for an unknown or unpublished product', async () => {
    const unknown = await review(shopper.token, { product_id: 999_999, rating: 5, title: 'x', comment: 'y' });
    expect(unknown.status).toBe(404);
    expectContractResponse('createReview', unknown);
    expect(unknown.body.meta.message).toBe('Product not found');
    const [{ id: hidden }] = await stockedProducts(server.db, 2).then((rows) => rows.slice(1));
    await server.db.updateTable('products').set({ is_active: 0 }).where('id', '=', hidden).execute();
    expect((await review(shopper.token, { product_id: hidden, rating: 5, title: 'x', comment: 'y' })).status).toBe(404);
    await server.db.updateTable('products').set({ is_active: 1 }).where('id', '=', hidden).execute();
  });

  it('answers 400 for invalid input', async () => {
    const valid = { product_id: productId, rating: 5, title: 'Nice', comment: 'Lovely' };
    for (const json of [
      { ...valid, rating: 0 },
      { ...valid, rating: 6 },
      { ...valid, rating: 4.5 },
      { ...valid, rating: '5' },
      { ...valid, title: '' },
      { ...valid, title: 'x'.repeat(121) },
      { ...valid, comment: 'x'.repeat(2001) },
      { ...valid, comment: '   ' },
      { ...valid, user_id: 1 },
      { rating: 5, title: 'x', comment: 'y' },
    ]) {
      const response = await review(shopper.token, json);
      expect(response.status).toBe(400);
      expectContractResponse('createReview', response);
    }
  });

  it('needs a registered shopper: 401 without a token', async () => {
    const response = await review(undefined, { product_id: productId, rating: 5, title: 'x', comment: 'y' });
    expect(response.status).toBe(401);
    expectContractResponse('createReview', response);
  });
});
