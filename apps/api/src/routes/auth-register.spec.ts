import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIELD_MESSAGES, PASSWORD_MISMATCH_ALERT } from '@storefront/domain';
import { cartQuantities, createCart, stockedProducts, withStoreSettings } from '../testing/commerce-fixtures';
import { registerShopper, SHOPPER_PASSWORD, uniquePhone } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';
import { b2bParams, b2cParams } from '../testing/sign-up-params';

const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'register-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const pdf = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

forEachDatabase(
  'registration',
  (server) => {
    const register = (user_params: Record<string, unknown>, cartToken?: string | null) =>
      server.api.post('/users', { json: { user_params }, cartToken });

    it('registers a B2C shopper and signs them in at once', async () => {
      const params = b2cParams({ email: 'Ravi.Upper@Example.IN' });
      const response = await register(params);
      expect(response.status).toBe(201);
      expectContractResponse('register', response);
      expect(response.body.meta.message).toBe('Ravi Kumar you are successfully register!!');
      expect(response.body.data.user).toMatchObject({
        name: 'Ravi Kumar',
        email: 'ravi.upper@example.in',
        full_phone_number: params.full_phone_number,
        business_type: 'b2c',
        is_guest: false,
        wallet_balance: 0,
      });
      const me = await server.api.get('/users/current_user_detail', { token: response.body.data.token });
      expect(me.body.data.id).toBe(response.body.data.user.id);
      const row = await server.db.selectFrom('users').select('password_hash').where('id', '=', me.body.data.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(SHOPPER_PASSWORD);
    });

    it('answers 409 for an email or phone that is already registered', async () => {
      const existing = await registerShopper(server.api);
      const sameEmail = await register(b2cParams({ email: existing.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expectContractResponse('register', sameEmail);
      expect(sameEmail.body.meta.message).toBe('This email is already registered');
      expect(sameEmail.body.errors).toEqual([{ field: 'user_params.email', message: 'This email is already registered' }]);
      const samePhone = await register(b2cParams({ full_phone_number: existing.phone }));
      expect(samePhone.status).toBe(409);
      expect(samePhone.body.meta.message).toBe('This mobile number is already registered');
    });

    it('needs email and passwords in a password store, with the spec\'s messages', async () => {
      const response = await register({ name: 'No Email', full_phone_number: uniquePhone() });
      expect(response.status).toBe(400);
      expectContractResponse('register', response);
      expect(response.body.errors).toEqual([
        { field: 'user_params.email', message: FIELD_MESSAGES.emailRequired },
        { field: 'user_params.password', message: FIELD_MESSAGES.passwordRequired },
        { field: 'user_params.password_confirmation', message: FIELD_MESSAGES.passwordConfirmationRequired },
      ]);
      const blankName = await register(b2cParams({ name: '   ' }));
      expect(blankName.body.errors).toEqual([{ field: 'user_params.name', message: FIELD_MESSAGES.nameRequired }]);
    });

    it('refuses a confirmation that differs from the password', async () => {
      const response = await register(b2cParams({ password_confirmation: 'Different#1' }));
      expect(response.status).toBe(400);
      expect(response.body.meta.message).toBe(PASSWORD_MISMATCH_ALERT);
    });

    it('refuses invalid fields with 400 (contract validation)', async () => {
      for (const overrides of [
        { email: 'not-an-email' },
        { full_phone_number: '98765' },
        { password: '123', password_confirmation: '123' },
        { business_type: 'enterprise' },
        { termsCheck: true },
        { email: '' },
      ]) {
        const response = await register(b2cParams(overrides));
        expect(response.status).toBe(400);
        expectContractResponse('register', response);
      }
      expect((await server.api.post('/users', { json: { name: 'x' } })).status).toBe(400);
      expect((await server.api.post('/users', { raw: '{"user_params":', contentType: 'application/json' })).status).toBe(400);
    });

    it('registers with only name and phone when the store logs in by OTP, then logs in with the token', async () => {
      await withStoreSettings(server.db, { default_web_login_method: 'otp' }, async () => {
        const response = await register({ name: 'Otp Only', full_phone_number: uniquePhone() });
        expect(response.status).toBe(201);
        expect(response.body.data.user.email).toBeNull();
        const login = await server.api.post('/sessions', { json: { token: response.body.data.token } });
        expect(login.status).toBe(200);
        expect(login.body.data.user.id).toBe(response.body.data.user.id);
      });
    });

    it('registers a B2B shopper with documents stored on disk', async () => {
      const params = b2bParams({
        documents: [
          { filename: '../../gst certificate.pdf', content: dataUrl('application/pdf', pdf) },
          { filename: 'shop.png', content: dataUrl('image/png', png) },
        ],
      });
      const response = await register(params);
      expect(response.status).toBe(201);
      expectContractResponse('register', response);
      expect(response.body.data.user).toMatchObject({
        business_type: 'b2b',
        gstin: '27AAPFU0939F1ZV',
        business_name: 'Kumar Traders',
        gst_state: 'Maharashtra',
        gst_address: '12 Market Road, Pune',
      });
      const documents = await server.db
        .selectFrom('user_documents')
        .selectAll()
        .where('user_id', '=', response.body.data.user.id)
        .orderBy('id')
        .execute();
      expect(documents.map((d) => [d.filename, d.content_type, d.size_bytes])).toEqual([
        ['gst_certificate.pdf', 'application/pdf', pdf.length],
        ['shop.png', 'image/png', png.length],
      ]);
      expect(readFileSync(path.join(uploadDir, documents[0].storage_path))).toEqual(pdf);
      expect(path.resolve(uploadDir, documents[1].storage_path).startsWith(uploadDir)).toBe(true);
    });

    it('needs the business fields for B2B, and B2B sign-up to be on', async () => {
      const missing = await register(b2cParams({ business_type: 'b2b' }));
      expect(missing.status).toBe(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'user_params.gstin',
        'user_params.business_name',
        'user_params.gst_state',
        'user_params.gst_address',
      ]);
      expect((await register(b2bParams({ gstin: '27AAPFU0939F1Z' }))).status).toBe(400);
      const unknownState = await register(b2bParams({ gst_state: 'Atlantis' }));
      expect(unknownState.status).toBe(400);
      expect(unknownState.body.errors).toEqual([{ field: 'user_params.gst_state', message: 'Please choose a state from the list' }]);

      await withStoreSettings(server.db, { allow_b2b_signup: 0 }, async () => {
        const off = await register(b2bParams());
        expect(off.status).toBe(422);
        expectContractResponse('register', off);
        expect(off.body.meta.message).toBe('B2B sign-up is not available for this store');
      });
    });

    it('registers a personal (B2C) account on a store with B2B sign-up on, with no business fields', async () => {
      await withStoreSettings(server.db, { allow_b2b_signup: 1 }, async () => {
        const explicit = await register(b2cParams({ business_type: 'b2c' }));
        expect(explicit.status).toBe(201);
        expect(explicit.body.data.user).toMatchObject({ business_type: 'b2c', gstin: null, business_name: null, gst_state: null });
        const byDefault = await register(b2cParams());
        expect(byDefault.status).toBe(201);
        expect(byDefault.body.data.user.business_type).toBe('b2c');
      });
    });

    it('refuses bad documents and writes nothing', async () => {
      const params = b2bParams();
      const storedFolders = () => (existsSync(path.join(uploadDir, 'documents')) ? readdirSync(path.join(uploadDir, 'documents')).length : 0);
      const foldersBefore = storedFolders();
      const cases: [unknown[], number, string][] = [
        [[{ filename: 'a.gif', content: 'data:image/gif;base64,R0lGODlh' }], 400, ''],
        [[{ filename: 'fake.pdf', content: dataUrl('application/pdf', png) }], 400, FIELD_MESSAGES.invalidDocumentType],
        [Array(6).fill({ filename: 'a.pdf', content: dataUrl('application/pdf', pdf) }), 400, ''],
        [[{ filename: 'big.pdf', content: dataUrl('application/pdf', Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)])) }], 400, ''],
      ];
      for (const [documents, status, message] of cases) {
        const response = await register({ ...params, documents });
        expect(response.status).toBe(status);
        expectContractResponse('register', response);
        if (message) expect(response.body.meta.message).toBe(message);
      }
      const user = await server.db.selectFrom('users').select('id').where('email', '=', params.email).executeTakeFirst();
      expect(user).toBeUndefined();
      expect(storedFolders()).toBe(foldersBefore);
      const b2cWithDocuments = await register(b2cParams({ documents: [{ filename: 'a.pdf', content: dataUrl('application/pdf', pdf) }] }));
      expect(b2cWithDocuments.status).toBe(400);
    });

    it('answers 413 beyond 16 MB', async () => {
      const huge = 'A'.repeat(17 * 1024 * 1024);
      const response = await server.api.post('/users', {
        raw: JSON.stringify({ user_params: { ...b2bParams(), documents: [{ filename: 'x.pdf', content: `data:application/pdf;base64,${huge}` }] } }),
      });
      expect(response.status).toBe(413);
      expectContractResponse('register', response);
    });

    it('needs the salon fields in a salon store', async () => {
      await withStoreSettings(server.db, { store_type: 'salon' }, async () => {
        const missing = await register(b2cParams());
        expect(missing.status).toBe(400);
        expect(missing.body.errors.map((e: { message: string }) => e.message)).toEqual([
          FIELD_MESSAGES.salonCategoryRequired,
          FIELD_MESSAGES.salonMonthlyConsumptionRequired,
          FIELD_MESSAGES.businessNameRequired,
        ]);
        const salon = await register(
          b2cParams({
            salon_category: 'unisex',
            monthly_consumption: '2500-5000',
            business_name: 'Glow Salon',
            salon_location_pincode: '411001',
          }),
        );
        expect(salon.status).toBe(201);
        expect(salon.body.data.user).toMatchObject({
          salon_category: 'unisex',
          monthly_consumption: '2500-5000',
          business_name: 'Glow Salon',
          salon_location_pincode: '411001',
        });
      });
    });

    it('merges a sent cart token into the new account', async () => {
      const [product] = await stockedProducts(server.db, 1);
      const { cartId, cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 3 }]);
      const response = await register(b2cParams(), cartToken);
      expect(response.status).toBe(201);
      const cart = await server.db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
      expect(cart.user_id).toBe(response.body.data.user.id);
      expect(await cartQuantities(server.db, cartId)).toEqual({ [product.id]: 3 });
    });
  },
  { config: { uploadDir } },
);
