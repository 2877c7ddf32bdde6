import { floralDress, welcome10 } from '@storefront/sdk/testing';
import { failRequest } from '../test-utils/fake-failures';
import { createTestStore } from '../test-utils/test-store';
import { installFakeApi, signInDemoCustomer } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('coupons', () => {
  it('a signed-out shopper gets the sign-in prompt first', async () => {
    const { root } = createTestStore(fake);
    expect(await root.coupons.apply(welcome10.code)).toBe(false);
    expect(root.ui.signInPromptOpen).toBe(true);
  });

  it('applying and removing say the spec words and update the cart', async () => {
    const { root, notifier } = createTestStore(fake);
    await signInDemoCustomer(root);
    await root.cart.add({ item_id: floralDress.id, item_type: 'Product', quantity: 1 });

    expect(await root.coupons.apply(welcome10.code)).toBe(true);
    expect(root.coupons.appliedCode).toBe(welcome10.code);
    expect(await root.coupons.remove()).toBe(true);
    expect(root.coupons.appliedCode).toBeNull();
    expect(notifier.successes).toEqual(['Item added to cart!!', 'coupon successfully apply!', 'coupon successfully removed!']);
  });

  it('a failed list gives an empty list', async () => {
    const { root } = createTestStore(fake);
    failRequest(server, fake, 'get', '/coupons');
    await root.coupons.load();
    expect(root.coupons.coupons).toEqual([]);
    expect(root.coupons.error).not.toBeNull();
  });
});

describe('content', () => {
  it('contact success toasts the server message; failure "contact us error!"', async () => {
    const { root, notifier } = createTestStore(fake);
    const values = { name: 'Asha', email: 'asha@example.in', message: 'Where is my order?' };

    expect(await root.content.sendContact(values)).toBe(true);
    expect(notifier.successes).toHaveLength(1);

    failRequest(server, fake, 'post', '/contacts');
    expect(await root.content.sendContact(values)).toBe(false);
    expect(notifier.errors).toEqual(['contact us error!']);
  });

  it('subscribe: "you are successfully subscribed!!", then the server message re-raised', async () => {
    const { root, notifier } = createTestStore(fake);

    await root.content.subscribe('new@example.in');
    await expect(root.content.subscribe('new@example.in')).rejects.toThrow();

    expect(notifier.successes).toEqual(['you are successfully subscribed!!']);
    expect(notifier.errors).toEqual(['This email is already subscribed']);
  });

  it('subscribe failure without a message says "subscribe error!"', async () => {
    const { root, notifier } = createTestStore(fake);
    failRequest(server, fake, 'post', '/subscriber');
    await expect(root.content.subscribe('x@example.in')).rejects.toThrow();
    expect(notifier.errors).toEqual(['subscribe error!']);
  });

  it('header and footer pages follow their flags; a page failure keeps the error', async () => {
    const { root } = createTestStore(fake);
    await root.content.loadPages();
    expect(root.content.headerPages.every((p) => p.show_on_header)).toBe(true);
    expect(root.content.footerPages.every((p) => p.show_on_footer)).toBe(true);

    expect(await root.content.loadPage('about-us')).not.toBeNull();
    expect(root.content.page('about-us')?.content).toContain('About us');
    expect(await root.content.loadPage('no-such-page')).toBeNull();
    expect(root.content.pageError).not.toBeNull();
  });
});
