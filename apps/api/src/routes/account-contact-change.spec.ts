import { createShopper, type TestShopper, uniqueEmail, uniquePhone } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';

/** What a thief holding only the session token would try: move the account to their own address. */
function changeContact(server: TestServerHandle, shopper: TestShopper, json: Record<string, unknown>) {
  return server.api.put('/users/current_user_detail', { json, token: shopper.token });
}

async function storedContact(server: TestServerHandle, shopper: TestShopper) {
  return server.db
    .selectFrom('users')
    .select(['email', 'full_phone_number'])
    .where('id', '=', shopper.user.id)
    .executeTakeFirstOrThrow();
}

forEachDatabase('changing the account email or phone', (server) => {
  it('needs the current password: without it 400, nothing changes', async () => {
    const shopper = await createShopper(server.db);
    for (const json of [{ email: uniqueEmail('thief') }, { full_phone_number: uniquePhone() }, { name: 'Thief', email: uniqueEmail('thief') }]) {
      const response = await changeContact(server, shopper, json);
      expect(response.status).toBe(400);
      expectContractResponse('updateCurrentUser', response);
      expect(response.body.meta.message).toBe('Enter your current password to change your email or mobile number');
      expect(response.body.errors).toEqual([
        { field: 'current_password', message: 'Enter your current password to change your email or mobile number' },
      ]);
    }
    expect(await storedContact(server, shopper)).toEqual({ email: shopper.email, full_phone_number: shopper.phone });
    const me = await server.api.get('/users/current_user_detail', { token: shopper.token });
    expect(me.body.data.name).toBe(shopper.user.name);
  });

  it('answers 422 for a wrong current password and changes with the right one', async () => {
    const shopper = await createShopper(server.db);
    const email = uniqueEmail('moved');
    const wrong = await changeContact(server, shopper, { email, current_password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expectContractResponse('updateCurrentUser', wrong);
    expect(wrong.body.meta.message).toBe('Your current password is incorrect');
    expect(await storedContact(server, shopper)).toEqual({ email: shopper.email, full_phone_number: shopper.phone });

    const right = await changeContact(server, shopper, { email, current_password: shopper.password });
    expect(right.status).toBe(200);
    expect(right.body.data.email).toBe(email);
  });

  it('needs no password for other fields or for sending the unchanged email and phone', async () => {
    const shopper = await createShopper(server.db);
    const response = await changeContact(server, shopper, {
      name: 'Asha K.',
      email: shopper.email.toUpperCase(),
      full_phone_number: shopper.phone,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe('Asha K.');
  });

  it('counts wrong current passwords in the login budget: after 10 even the right one answers 429', async () => {
    const shopper = await createShopper(server.db);
    const tries = await Promise.all(
      Array.from({ length: 15 }, (_, index) => changeContact(server, shopper, { full_phone_number: uniquePhone(), current_password: `guess-${index}` })),
    );
    expect(tries.filter((response) => response.status === 422)).toHaveLength(10);
    expect(tries.filter((response) => response.status === 429)).toHaveLength(5);
    const right = await changeContact(server, shopper, { full_phone_number: uniquePhone(), current_password: shopper.password });
    expect(right.status).toBe(429);
    expectContractResponse('updateCurrentUser', right);
    expect(right.body.meta.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(await storedContact(server, shopper)).toEqual({ email: shopper.email, full_phone_number: shopper.phone });
  }, 30_000);

  it('refuses an account without a password (OTP-only) until it sets one through "Forgot password"', async () => {
    const shopper = await createShopper(server.db);
    await server.db.updateTable('users').set({ password_hash: null }).where('id', '=', shopper.user.id).execute();
    const response = await changeContact(server, shopper, { full_phone_number: uniquePhone(), current_password: 'anything' });
    expect(response.status).toBe(422);
    expectContractResponse('updateCurrentUser', response);
    expect(response.body.meta.message).toBe('Set a password with "Forgot password" first, then change your email or mobile number');
    expect(await storedContact(server, shopper)).toEqual({ email: shopper.email, full_phone_number: shopper.phone });
  });
});
