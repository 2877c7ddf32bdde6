import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('content and settings', (server) => {
  it('answers the store settings with every field of docs/product.md §1', async () => {
    const settings = expectContractResponse('getStoreSettings', await server.api.get('/store_settings')).data;
    expect(settings).toMatchObject({
      name: 'Kirana & Co.',
      currency_symbol: '₹',
      theme_template: { id: 7, name: 'Electronic' },
      payment_method: { api_key: server.config.razorpay.keyId },
      allow_b2b_signup: true,
      default_web_login_method: 'password',
      store_type: 'general',
      hide_shoppeez_from_website: false,
      coupons_require_online_payment: false,
      // The demo store's rule: free standard shipping from ₹499 (the domain's FREE_SHIPPING_FROM).
      free_shipping_from: 499,
      show_free_shipping_banner: true,
      guest_email_required: true,
    });
    for (const field of ['logo', 'favicon', 'customer_support_email', 'customer_care_number', 'whatsapp_number', 'instagram_url']) {
      expect(settings[field]).toEqual(expect.any(String));
    }
  });

  it('lists the enabled payment options in order', async () => {
    const options = expectContractResponse('getPaymentOptions', await server.api.get('/store_settings/payment_options')).data;
    expect(options.map((o: { code: string }) => o.code)).toEqual(['cod', 'razorpay', 'phonepe', 'paypal']);
    expect(options[0]).toMatchObject({ is_online: false, supports_advance_payment: false });
  });

  it('lists five banners by position', async () => {
    const banners = expectContractResponse('listBanners', await server.api.get('/banners')).data;
    expect(banners.map((b: { position: number }) => b.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists CMS pages without content and answers one page by slug', async () => {
    const pages = expectContractResponse('listCmsPages', await server.api.get('/cms_pages')).data;
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['about-us', 'terms_and_policy', 'privacy-policy', 'shipping-policy', 'returns-policy']),
    );
    expect(pages.some((p: { show_on_header: boolean }) => p.show_on_header)).toBe(true);
    expect(pages[0]).not.toHaveProperty('content');
    const terms = expectContractResponse('getCmsPage', await server.api.get('/cms_pages/terms_and_policy')).data;
    expect(terms.content).toContain('<p>');
    expect(terms.content).not.toContain('<script');
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    const missing = await server.api.get('/cms_pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ meta: { message: 'Page not found' } });
    expect((await server.api.get('/cms_pages/Bad%20Slug')).status).toBe(400);
  });

  it('lists 12 FAQs by category then position, and 5 return options', async () => {
    const faqs = expectContractResponse('listFaqs', await server.api.get('/faqs')).data;
    expect(faqs).toHaveLength(12);
    const keys = faqs.map((f: { category: string; position: number }) => `${f.category}:${String(f.position).padStart(3, '0')}`);
    expect(keys).toEqual([...keys].sort());
    const options = expectContractResponse('listReturnOptions', await server.api.get('/return_options/return_options')).data;
    expect(options).toHaveLength(5);
  });

  it('lists every state and union territory, and cities by state id or code', async () => {
    const states = expectContractResponse('listStates', await server.api.get('/addresses/get_states')).data;
    expect(states).toHaveLength(36);
    const maharashtra = states.find((s: { code: string }) => s.code === 'MH');
    const byId = expectContractResponse('listCities', await server.api.get(`/addresses/get_cities/${maharashtra.id}`)).data;
    const byCode = (await server.api.get('/addresses/get_cities/mh')).body.data;
    expect(byId).toEqual(byCode);
    expect(byId.cities.map((c: { name: string }) => c.name)).toContain('Mumbai');
    const unknown = await server.api.get('/addresses/get_cities/ZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe('State not found');
  });
});
