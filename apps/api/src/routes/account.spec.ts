import { createShopper, registerShopper, type TestShopper, uniqueEmail, uniquePhone } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('account and wallet', (server) => {
  let shopper: TestShopper;
  let other: TestShopper;
  beforeAll(async () => {
    shopper = await createShopper(server.db);
    other = await createShopper(server.db);
  });

  describe('GET /users/current_user_detail', () => {
    it('answers the signed-in user without any secret', async () => {
      const response = await server.api.get('/users/current_user_detail', { token: shopper.token });
      expect(response.status).toBe(200);
      expectContractResponse('getCurrentUser', response);
      expect(response.body.data).toEqual(shopper.user);
      expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt|token/i);
    });

    it('accepts the raw token without "Bearer"', async () => {
      const response = await server.api.get('/users/current_user_detail', { headers: { authorization: shopper.token } });
      expect(response.status).toBe(200);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      for (const token of [undefined, 'not-a-session-token']) {
        const response = await server.api.get('/users/current_user_detail', { token });
        expect(response.status).toBe(401);
        expectContractResponse('getCurrentUser', response);
        expect(response.body.meta.message).toBe('Please login to continue');
      }
    });
  });

  describe('PUT /users/current_user_detail', () => {
    it('changes the fields sent and answers the user', async () => {
      const changed = await createShopper(server.db);
      const email = uniqueEmail('changed');
      const phone = uniquePhone();
      const response = await server.api.put('/users/current_user_detail', {
        json: {
          name: 'Asha V.',
          email: email.toUpperCase(),
          full_phone_number: phone,
          current_password: changed.password,
          business_name: 'Asha Stores',
          gst_state: 'ka',
        },
        token: changed.token,
      });
      expect(response.status).toBe(200);
      expectContractResponse('updateCurrentUser', response);
      expect(response.body.data).toMatchObject({ name: 'Asha V.', email, full_phone_number: phone, business_name: 'Asha Stores', gst_state: 'Karnataka' });
      const login = await server.api.post('/sessions', { json: { email, password: changed.password } });
      expect(login.status).toBe(200);
    });

    it('clears an optional business field with null', async () => {
      const changed = await registerShopper(server.api, { salon_category: 'mens', business_name: 'Cutz' });
      expect(changed.user.salon_category).toBe('mens');
      const response = await server.api.put('/users/current_user_detail', {
        json: { salon_category: null, business_name: null },
        token: changed.token,
      });
      expect(response.body.data).toMatchObject({ salon_category: null, business_name: null });
    });

    it('keeps the shopper\'s own email and phone without a conflict', async () => {
      const response = await server.api.put('/users/current_user_detail', {
        json: { email: shopper.email, full_phone_number: shopper.phone },
        token: shopper.token,
      });
      expect(response.status).toBe(200);
    });

    it('answers 409 when the email or phone belongs to another account', async () => {
      const current_password = shopper.password;
      const email = await server.api.put('/users/current_user_detail', { json: { email: other.email, current_password }, token: shopper.token });
      expect(email.status).toBe(409);
      expectContractResponse('updateCurrentUser', email);
      expect(email.body.meta.message).toBe('This email is already registered');
      const phone = await server.api.put('/users/current_user_detail', {
        json: { full_phone_number: other.phone, current_password },
        token: shopper.token,
      });
      expect(phone.status).toBe(409);
      expect(phone.body.meta.message).toBe('This mobile number is already registered');
    });

    it('answers 400 for invalid or unknown fields and an empty body', async () => {
      for (const json of [
        {},
        { email: 'nope' },
        { full_phone_number: '12345' },
        { name: '' },
        { name: '   ' },
        { gstin: 'ABC' },
        { salon_location_pincode: '011001' },
        { gst_state: 'Atlantis' },
        { is_guest: true },
        { password: 'hijack1234' },
        { email: uniqueEmail('blank'), current_password: '' },
      ]) {
        const response = await server.api.put('/users/current_user_detail', { json, token: shopper.token });
        expect(response.status).toBe(400);
        expectContractResponse('updateCurrentUser', response);
      }
    });

    it('answers 401 without a token', async () => {
      const response = await server.api.put('/users/current_user_detail', { json: { name: 'x' } });
      expect(response.status).toBe(401);
    });
  });

  describe('GET /users/user_wallet', () => {
    it('answers the balance as the sum of the transactions, newest first', async () => {
      const walletOwner = await createShopper(server.db);
      const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
      await server.db
        .insertInto('wallet_transactions')
        .values([
          { user_id: walletOwner.user.id, kind: 'credit', amount: 50_050, description: 'Refund', order_id: null, created_at: day(1) },
          { user_id: walletOwner.user.id, kind: 'debit', amount: 10_000, description: 'Order payment', order_id: null, created_at: day(2) },
          { user_id: other.user.id, kind: 'credit', amount: 99_900, description: 'Someone else', order_id: null, created_at: day(3) },
        ])
        .execute();
      const response = await server.api.get('/users/user_wallet', { token: walletOwner.token });
      expect(response.status).toBe(200);
      expectContractResponse('getWallet', response);
      expect(response.body.data.balance).toBe(400.5);
      expect(response.body.data.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
        ['debit', 100],
        ['credit', 500.5],
      ]);
      const me = await server.api.get('/users/current_user_detail', { token: walletOwner.token });
      expect(me.body.data.wallet_balance).toBe(400.5);
    });

    it('answers an empty wallet for a new shopper and 401 without a token', async () => {
      const fresh = await createShopper(server.db);
      const response = await server.api.get('/users/user_wallet', { token: fresh.token });
      expect(response.body.data).toEqual({ balance: 0, transactions: [] });
      const anonymous = await server.api.get('/users/user_wallet');
      expect(anonymous.status).toBe(401);
      expectContractResponse('getWallet', anonymous);
    });
  });
});
