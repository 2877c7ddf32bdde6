/**
 * One budget of codes per account, whichever channel or purpose the attacker picks: sends are shared by
 * email, SMS, password reset and PIN login, and checks lock the account's code flows when spent.
 */
import { createShopper, latestCode, type TestShopper } from '../testing/shoppers';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const sendPin = (server: TestServerHandle, shopper: TestShopper) =>
  server.api.post('/sessions/create_pin', { json: { full_phone_number: shopper.phone } });
const sendResetByEmail = (server: TestServerHandle, shopper: TestShopper) =>
  server.api.post('/sessions/create_otp', { json: { email: shopper.email } });
const verifyPin = (server: TestServerHandle, shopper: TestShopper, pin: string) =>
  server.api.post('/sessions/verify_pin', { json: { full_phone_number: shopper.phone, pin } });
const verifyResetByEmail = (server: TestServerHandle, shopper: TestShopper, pin: string) =>
  server.api.post('/sessions/verify_otp', { json: { email: shopper.email, pin } });

forEachDatabase('one code budget per account', (server) => {
  it('shares the 3 sends per 10 minutes between the email and the phone of one account', async () => {
    const shopper = await createShopper(server.db);
    expect((await sendPin(server, shopper)).status).toBe(200);
    expect((await sendResetByEmail(server, shopper)).status).toBe(200);
    expect((await sendPin(server, shopper)).status).toBe(200);
    const fourth = await sendResetByEmail(server, shopper);
    expect(fourth.status).toBe(429);
    expectContractResponse('createOtp', fourth);
    expect(fourth.body.meta.message).toBe('Too many codes requested. Please try again in 10 minutes.');
  });

  it('locks the code flows for 24 hours after 10 checks across channels: even a right PIN is refused', async () => {
    const shopper = await createShopper(server.db);
    // Code 1, by SMS: five wrong guesses void it.
    await sendPin(server, shopper);
    const first = await latestCode(server.api, shopper.phone);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await verifyPin(server, shopper, wrong(first))).status).toBe(422);
    // Code 2, by email: four more.
    await sendResetByEmail(server, shopper);
    const second = await latestCode(server.api, shopper.email);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verifyResetByEmail(server, shopper, wrong(second))).status).toBe(422);
    // Code 3, by SMS: the tenth check of the account is spent on a wrong guess...
    await sendPin(server, shopper);
    const third = await latestCode(server.api, shopper.phone);
    expect((await verifyPin(server, shopper, wrong(third))).status).toBe(422);

    // ...and now the right code of a live, unexhausted code is refused, and no code can be sent.
    const locked = await verifyPin(server, shopper, third);
    expect(locked.status).toBe(429);
    expectContractResponse('verifyPin', locked);
    expect(locked.body.meta.message).toBe('Too many attempts. Try again in 1440 minutes.');
    const send = await sendResetByEmail(server, shopper);
    expect(send.status).toBe(429);
    expect(send.body.meta.message).toMatch(/^Too many attempts\. Try again in 14[34][0-9] minutes\.$/);
    const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', shopper.user.id).execute();
    expect(sessions).toHaveLength(1);

    // The cooling-off ends when the counted checks are a day old: the flows work again.
    await server.db
      .updateTable('rate_limit_events')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('key', 'like', `%:user:${shopper.user.id}`)
      .execute();
    expect((await sendPin(server, shopper)).status).toBe(200);
    const fresh = await latestCode(server.api, shopper.phone);
    expect((await verifyPin(server, shopper, fresh)).status).toBe(200);
  }, 30_000);

  it('leaves other accounts alone while one is locked', async () => {
    const shopper = await createShopper(server.db);
    const bystander = await createShopper(server.db);
    await server.db
      .insertInto('rate_limit_events')
      .values(Array.from({ length: 10 }, () => ({ key: `code-guess:user:${shopper.user.id}`, created_at: new Date().toISOString() })))
      .execute();
    expect((await sendPin(server, shopper)).status).toBe(429);
    expect((await sendPin(server, bystander)).status).toBe(200);
  });
});
