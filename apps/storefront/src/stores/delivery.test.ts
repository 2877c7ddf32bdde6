import { waitFor } from '@testing-library/react';
import { demoCustomer, nonStickPan } from '@storefront/sdk/testing';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';
import { createTestStore } from '../test-utils/test-store';
import { PINCODE_STORAGE_KEY } from './support/pincode-memory';

const { fake, server } = installFakeApi();

describe('delivery check', () => {
  const asked: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/delivery/check')) asked.push(url.search);
  };

  beforeEach(() => {
    asked.length = 0;
    localStorage.clear();
    server.events.on('request:start', onRequest);
  });
  afterEach(() => server.events.removeListener('request:start', onRequest));

  it('answers a served pincode with its place, the dates and cash on delivery', async () => {
    const { root } = createTestStore(fake);
    const answer = await root.delivery.check('560001', { productId: nonStickPan.id });
    expect(answer).toEqual({
      status: 'answered',
      check: expect.objectContaining({ pincode: '560001', state: 'Karnataka', serviceable: true, cod_available: true, reason: null }),
    });
    expect(asked).toEqual([`?pincode=560001&product_id=${nonStickPan.id}`]);
  });

  it('answers a malformed pincode at once with the domain message, without a request', async () => {
    const { root } = createTestStore(fake);
    expect(await root.delivery.check('56001')).toEqual({ status: 'failed', message: 'Please enter a valid 6-digit pincode.', settled: true });
    expect(await root.delivery.check('5600a1')).toMatchObject({ message: 'Please enter a valid 6-digit pincode.' });
    expect(asked).toEqual([]);
  });

  it('says a pincode that does not exist in the server’s words, and does not ask again', async () => {
    const { root } = createTestStore(fake);
    const unknown = { status: 'failed', message: 'Pincode 100000 does not exist. Please check it.', settled: true };
    expect(await root.delivery.check('100000')).toEqual(unknown);
    expect(await root.delivery.check('100000')).toEqual(unknown);
    expect(asked).toHaveLength(1);
  });

  it('gives the reason for a pincode the store does not serve', async () => {
    const { root } = createTestStore(fake);
    const answer = await root.delivery.check('682555');
    expect(answer).toMatchObject({ status: 'answered', check: { serviceable: false, reason: 'Sorry, we do not deliver to 682555 yet.' } });
  });

  it('asks once per pincode and product, however often and however fast it is checked', async () => {
    const { root } = createTestStore(fake);
    await Promise.all([root.delivery.check('744101', { productId: nonStickPan.id }), root.delivery.check(' 744101 ', { productId: nonStickPan.id })]);
    await root.delivery.check('744101', { productId: nonStickPan.id });
    expect(root.delivery.answerFor('744101', { productId: nonStickPan.id })).toMatchObject({
      status: 'answered',
      check: { serviceable: true, cod_available: false, cod_reason: 'Cash on delivery is not available for this pincode.' },
    });
    expect(asked).toHaveLength(1);
    // Another product has another price (the COD limit), so it is its own question.
    await root.delivery.check('744101');
    expect(asked).toHaveLength(2);
  });

  it('remembers a pincode the shopper checked (not an address’s) for the next visit, and pre-fills it then', async () => {
    const first = createTestStore(fake);
    await first.root.delivery.check('560001');
    expect(first.root.delivery.preferredPincode).toBeNull();
    await first.root.delivery.check('302001', {}, { remember: true });
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('302001');
    expect(first.root.delivery.preferredPincode).toBe('302001');

    const nextVisit = createTestStore(fake);
    expect(nextVisit.root.delivery.preferredPincode).toBeNull();
    nextVisit.root.delivery.restore();
    expect(nextVisit.root.delivery.preferredPincode).toBe('302001');
  });

  it('takes back only six digits from storage, and remembers nothing for a pincode that does not exist', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '<img src=x>');
    const { root } = createTestStore(fake);
    root.delivery.restore();
    expect(root.delivery.preferredPincode).toBeNull();
    await root.delivery.check('100000', {}, { remember: true });
    expect(root.delivery.preferredPincode).toBeNull();
  });

  it('signed in, pre-fills the default address’s pincode rather than the remembered one', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '302001');
    const { root } = createTestStore(fake);
    await signInDemoCustomer(root);
    root.delivery.restore();
    await waitFor(() => expect(root.delivery.preferredPincode).toBe(demoCustomer.addresses[0].pincode));
    // A pincode checked on this page wins for the rest of the visit.
    await root.delivery.check('744101', {}, { remember: true });
    expect(root.delivery.preferredPincode).toBe('744101');
  });

  it('forgets the shopper’s pincodes on logout', async () => {
    const { root } = createTestStore(fake);
    await root.delivery.check('560001', {}, { remember: true });
    root.clear();
    expect(root.delivery.preferredPincode).toBeNull();
    expect(root.delivery.answerFor('560001')).toBeUndefined();
  });
});
