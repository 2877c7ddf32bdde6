import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake } = installFakeApi();

describe('product detail', () => {
  it('loads a product, and a failure leaves none with the error', async () => {
    const { root } = createTestStore(fake);
    const product = await root.productDetail.load(109);
    expect(product?.name).toBe(root.productDetail.product.value?.name);
    expect(root.productDetail.product.value?.gallery.at(-1)?.is_video).toBe(true);

    await root.productDetail.load(999999);
    expect(root.productDetail.product.value).toBeNull();
    expect(root.productDetail.product.error).not.toBeNull();
  });
});
