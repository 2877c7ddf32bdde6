import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('home sections', () => {
  it('a failed section is emptied with its error while the others fill', async () => {
    const { root } = createTestStore(fake);
    failRequest(server, fake, 'get', '/banners');

    await root.home.load();

    expect(root.home.sections.banners).toEqual([]);
    expect(root.home.errors.banners).not.toBeNull();
    expect(root.home.sections.trendingProducts.length).toBeGreaterThan(0);
    expect(root.home.errors.trendingProducts).toBeNull();
  });
});
