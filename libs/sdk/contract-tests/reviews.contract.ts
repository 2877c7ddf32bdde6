import { CatalogueDiscovery } from './catalogue-discovery';
import { expectSdkError, lastStatus, must, newSdk, registerShopper } from './setup';

describe('product reviews', () => {
  it('takes one review per shopper and product (trimmed), and the product page counts it at once', async () => {
    const sdk = newSdk();
    const shopper = await registerShopper(sdk);
    const [summary] = await new CatalogueDiscovery(sdk).all();
    const { data: before } = await sdk.catalog.product(summary.id);

    const review = { product_id: summary.id, rating: 4, title: '  Worth it  ', comment: ' Fresh and well packed. ' };
    const created = await sdk.reviews.create(review);
    expect(lastStatus('POST', '/reviews')).toBe(201);
    expect(created.meta.message).toBe('review successfully added');
    expect(created.data).toMatchObject({
      product_id: summary.id,
      user_name: shopper.user.name,
      rating: 4,
      title: 'Worth it',
      comment: 'Fresh and well packed.',
    });

    const { data: after } = await sdk.catalog.product(summary.id);
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(must(after.reviews[0], 'the newest review').id).toBe(created.data.id);
    // The average is rounded to one decimal: recompute it from the rounded one, within that rounding.
    const expected = (before.average_rating * before.reviews_count + 4) / (before.reviews_count + 1);
    expect(Math.abs(after.average_rating - expected)).toBeLessThanOrEqual(0.1);

    await expectSdkError(sdk.reviews.create(review), 409, 'You have already reviewed this product');
  });

  it('needs a registered shopper (401 anonymous or guest), a known product (404) and words (400)', async () => {
    const anonymous = newSdk();
    const product = await new CatalogueDiscovery(anonymous).simpleInStock({ minStock: 1 });
    const review = { product_id: product.id, rating: 5, title: 'Lovely', comment: 'Would buy again.' };
    await expectSdkError(anonymous.reviews.create(review), 401);

    await anonymous.cart.addItem({ item_id: product.id, item_type: 'Product', quantity: 1 });
    await anonymous.auth.guestCheckout();
    await expectSdkError(anonymous.reviews.create(review), 401);

    const sdk = newSdk();
    await registerShopper(sdk);
    await expectSdkError(sdk.reviews.create({ ...review, product_id: 99_999_999 }), 404, 'Product not found');
    const blank = await expectSdkError(sdk.reviews.create({ ...review, title: '   ' }), 400, 'title is required');
    expect(blank.fieldErrors).toEqual([{ field: 'title', message: 'title is required' }]);
    const outOfScale = await expectSdkError(sdk.reviews.create({ ...review, rating: 6 }), 400);
    expect(outOfScale.fieldErrors.map((e) => e.field)).toEqual(['rating']);
  });
});
