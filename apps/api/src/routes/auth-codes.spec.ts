import { PASSWORD_MISMATCH_ALERT } from '@storefront/domain';
import { createCart, stockedProducts } from '../testing/commerce-fixtures';
import { createShopper, latestCode, type TestShopper } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';

/** Any 4-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** PUT /sessions/password_update as multipart/form-data. */
async function passwordUpdateMultipart(server: TestServerHandle, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(server.api.url('/sessions/password_update'), { method: 'PUT', body: form });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function passwordUpdateUrlencoded(server: TestServerHandle, fields: Record<string, string>) {
  return server.api.put('/sessions/password_update', {
    raw: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
}

forEachDatabase('PIN login and forgot password', (server) => {
  let shopper: TestShopper;
  beforeAll(async () => {
    shopper = await createShopper(server.db);
  });

  describe('PIN login', () => {
    it('sends a 4-digit PIN by SMS and logs in with it once', async () => {
      const sent = await server.api.post('/sessions/create_pin', { json: { full_phone_number: shopper.phone } });
      expect(sent.status).toBe(200);
      expectContractResponse('createPin', sent);
      expect(sent.body.data.message).toBe(`OTP has been sent on registered ${shopper.phone}`);
      const outbox = await server.api.get('/dev/outbox', { query: { to: shopper.phone } });
      expect(outbox.body.data[0]).toMatchObject({ channel: 'sms', to: shopper.phone });
      const pin = outbox.body.data[0].code as string;
      expect(pin).toMatch(/^[0-9]{4}$/);
      expect(outbox.body.data[0].body).toContain(pin);

      const login = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: shopper.phone, pin } });
      expect(login.status).toBe(200);
      expectContractResponse('verifyPin', login);
      expect(login.body.data.user.id).toBe(shopper.user.id);
      expect((await server.api.get('/users/current_user_detail', { token: login.body.data.token })).status).toBe(200);

      const again = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: shopper.phone, pin } });
      expect(again.status).toBe(422);
      expect(again.body.meta.message).toBe('Invalid or expired PIN');
    });

    it('answers 404 for a number without an account', async () => {
      const response = await server.api.post('/sessions/create_pin', { json: { full_phone_number: '7000000009' } });
      expect(response.status).toBe(404);
      expectContractResponse('createPin', response);
      expect(response.body.meta.message).toBe('No account is registered with this mobile number');
      const verify = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: '7000000009', pin: '1234' } });
      expect(verify.status).toBe(404);
    });

    it('refuses a malformed number or PIN with 400', async () => {
      for (const json of [{ full_phone_number: '12345' }, { full_phone_number: 'abcdefghij' }, {}]) {
        expect((await server.api.post('/sessions/create_pin', { json })).status).toBe(400);
      }
      for (const pin of ['123', '12345', 'abcd']) {
        const response = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: shopper.phone, pin } });
        expect(response.status).toBe(400);
      }
    });

    it('voids the code after 5 wrong attempts: then even the right PIN answers 429', async () => {
      const other = await createShopper(server.db);
      await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } });
      const pin = await latestCode(server.api, other.phone);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: other.phone, pin: wrong(pin) } });
        expect(response.status).toBe(422);
        expectContractResponse('verifyPin', response);
      }
      const locked = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: other.phone, pin } });
      expect(locked.status).toBe(429);
      expectContractResponse('verifyPin', locked);
      expect(locked.body.meta.message).toBe('Too many wrong attempts. Please request a new code.');
    });

    it('answers 422 for an expired PIN, and a new PIN replaces the old one', async () => {
      const other = await createShopper(server.db);
      await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } });
      const first = await latestCode(server.api, other.phone);
      await server.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('target', '=', other.phone)
        .execute();
      const expired = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: other.phone, pin: first } });
      expect(expired.status).toBe(422);

      await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } });
      await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } });
      const latest = await latestCode(server.api, other.phone);
      const codes = await server.db.selectFrom('otp_codes').selectAll().where('target', '=', other.phone).execute();
      expect(codes.filter((code) => code.consumed_at === null)).toHaveLength(1);
      for (const code of codes) expect(code.code_hash).toMatch(/^[0-9a-f]{64}$/);
      const ok = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: other.phone, pin: latest } });
      expect(ok.status).toBe(200);
    });

    it('sends at most 3 codes per number in 10 minutes (429 after)', async () => {
      const other = await createShopper(server.db);
      for (let send = 1; send <= 3; send++) {
        expect((await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } })).status).toBe(200);
      }
      const limited = await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } });
      expect(limited.status).toBe(429);
      expectContractResponse('createPin', limited);
      expect(limited.body.meta.message).toBe('Too many codes requested. Please try again in 10 minutes.');
      // Password-reset codes to the same number share the limit.
      const reset = await server.api.post('/sessions/create_otp', { json: { full_phone_number: other.phone } });
      expect(reset.status).toBe(429);
    });

    it('merges a sent cart token into the shopper\'s cart', async () => {
      const other = await createShopper(server.db);
      const [product] = await stockedProducts(server.db, 1);
      const { cartId, cartToken } = await createCart(server.db, [{ productId: product.id, quantity: 1 }]);
      await server.api.post('/sessions/create_pin', { json: { full_phone_number: other.phone } });
      const pin = await latestCode(server.api, other.phone);
      const login = await server.api.post('/sessions/verify_pin', { json: { full_phone_number: other.phone, pin }, cartToken });
      expect(login.status).toBe(200);
      const owned = await server.db.selectFrom('carts').select('user_id').where('id', '=', cartId).executeTakeFirstOrThrow();
      expect(owned.user_id).toBe(other.user.id);
    });
  });

  describe('forgot password', () => {
    it('resets the password by email code (multipart), signing the account out everywhere', async () => {
      const other = await createShopper(server.db);
      const sent = await server.api.post('/sessions/create_otp', { json: { email: other.email.toUpperCase() } });
      expect(sent.status).toBe(200);
      expectContractResponse('createOtp', sent);
      expect(sent.body.data.message).toBe(`OTP has been sent on registered ${other.email}`);
      const outbox = await server.api.get('/dev/outbox', { query: { to: other.email } });
      expect(outbox.body.data[0]).toMatchObject({ channel: 'email', subject: 'Your password reset code' });
      const pin = outbox.body.data[0].code as string;

      const verified = await server.api.post('/sessions/verify_otp', { json: { email: other.email, pin } });
      expect(verified.status).toBe(200);
      expectContractResponse('verifyOtp', verified);
      // Verifying does not use the code up.
      expect((await server.api.post('/sessions/verify_otp', { json: { email: other.email, pin } })).status).toBe(200);

      const update = await passwordUpdateMultipart(server, {
        email: other.email,
        pin,
        password: 'NewSecret#1',
        password_confirmation: 'NewSecret#1',
      });
      expect(update.status).toBe(200);
      expectContractResponse('updatePassword', update);
      expect((await server.api.get('/users/current_user_detail', { token: other.token })).status).toBe(401);
      expect((await server.api.post('/sessions', { json: { email: other.email, password: other.password } })).status).toBe(401);
      expect((await server.api.post('/sessions', { json: { email: other.email, password: 'NewSecret#1' } })).status).toBe(200);

      const reused = await passwordUpdateMultipart(server, { email: other.email, pin, password: 'Another#22', password_confirmation: 'Another#22' });
      expect(reused.status).toBe(422);
      expect(reused.body.meta.message).toBe('Invalid or expired OTP');
    });

    it('resets the password by SMS code with an urlencoded form', async () => {
      const other = await createShopper(server.db);
      const sent = await server.api.post('/sessions/create_otp', { json: { full_phone_number: other.phone } });
      expect(sent.body.data.message).toBe(`OTP has been sent on registered ${other.phone}`);
      const pin = await latestCode(server.api, other.phone);
      const update = await passwordUpdateUrlencoded(server, {
        full_phone_number: other.phone,
        pin,
        password: 'NewSecret#2',
        password_confirmation: 'NewSecret#2',
      });
      expect(update.status).toBe(200);
      expect((await server.api.post('/sessions', { json: { full_phone_number: other.phone, password: 'NewSecret#2' } })).status).toBe(200);
    });

    it('answers 422 "password not matching!" when the confirmation differs, keeping the code', async () => {
      const other = await createShopper(server.db);
      await server.api.post('/sessions/create_otp', { json: { email: other.email } });
      const pin = await latestCode(server.api, other.email);
      const mismatch = await passwordUpdateUrlencoded(server, { email: other.email, pin, password: 'NewSecret#3', password_confirmation: 'NewSecret#4' });
      expect(mismatch.status).toBe(422);
      expectContractResponse('updatePassword', mismatch);
      expect(mismatch.body.meta.message).toBe(PASSWORD_MISMATCH_ALERT);
      const retry = await passwordUpdateUrlencoded(server, { email: other.email, pin, password: 'NewSecret#3', password_confirmation: 'NewSecret#3' });
      expect(retry.status).toBe(200);
    });

    it('answers 400 when neither or both identifiers are sent, or a field is invalid', async () => {
      const base = { pin: '1234', password: 'NewSecret#5', password_confirmation: 'NewSecret#5' };
      for (const fields of [
        base,
        { ...base, email: shopper.email, full_phone_number: shopper.phone },
        { ...base, email: shopper.email, password: '123', password_confirmation: '123' },
        { ...base, email: shopper.email, pin: '12' },
        { ...base, email: shopper.email, extra: 'x' },
      ]) {
        const response = await passwordUpdateUrlencoded(server, fields);
        expect(response.status).toBe(400);
        expectContractResponse('updatePassword', response);
      }
      const json = await server.api.put('/sessions/password_update', { json: { ...base, email: shopper.email } });
      expect(json.status).toBe(415);
      expectContractResponse('updatePassword', json);
    });

    it('answers 422 for a wrong code and 404 for an unknown account', async () => {
      await server.api.post('/sessions/create_otp', { json: { email: shopper.email } });
      const pin = await latestCode(server.api, shopper.email);
      const wrongCode = await server.api.post('/sessions/verify_otp', { json: { email: shopper.email, pin: wrong(pin) } });
      expect(wrongCode.status).toBe(422);
      expect(wrongCode.body.meta.message).toBe('Invalid or expired OTP');
      const wrongUpdate = await passwordUpdateUrlencoded(server, { email: shopper.email, pin: wrong(pin), password: 'NewSecret#6', password_confirmation: 'NewSecret#6' });
      expect(wrongUpdate.status).toBe(422);

      const unknown = await server.api.post('/sessions/create_otp', { json: { email: 'nobody@example.in' } });
      expect(unknown.status).toBe(404);
      expectContractResponse('createOtp', unknown);
      expect(unknown.body.meta.message).toBe('No account is registered with this email');
      expect((await server.api.post('/sessions/verify_otp', { json: { full_phone_number: '7000000008', pin } })).status).toBe(404);
    });

    it('counts wrong verify_otp tries toward the 5 allowed per code', async () => {
      const other = await createShopper(server.db);
      await server.api.post('/sessions/create_otp', { json: { email: other.email } });
      const pin = await latestCode(server.api, other.email);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await server.api.post('/sessions/verify_otp', { json: { email: other.email, pin: wrong(pin) } })).status).toBe(422);
      }
      const locked = await server.api.post('/sessions/verify_otp', { json: { email: other.email, pin } });
      expect(locked.status).toBe(429);
      expectContractResponse('verifyOtp', locked);
      const update = await passwordUpdateUrlencoded(server, { email: other.email, pin, password: 'NewSecret#7', password_confirmation: 'NewSecret#7' });
      expect(update.status).toBe(429);
    });
  });
});
