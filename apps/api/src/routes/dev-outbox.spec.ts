import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('dev outbox in development', (server) => {
  it('answers the messages sent to an address, newest first, with their codes', async () => {
    const { sms, email } = server.senders;
    await sms.send({ to: '9123456780', body: 'Your PIN is 1111', code: '1111' });
    await sms.send({ to: '9123456780', body: 'Your PIN is 2222', code: '2222' });
    await email.send({ to: 'Asha@Example.in', subject: 'Reset your password', body: 'Code 3333', code: '3333' });

    const phone = expectContractResponse('getDevOutbox', await server.api.get('/dev/outbox', { query: { to: '9123456780' } })).data;
    expect(phone.map((m: { code: string }) => m.code)).toEqual(['2222', '1111']);
    expect(phone[0]).toMatchObject({ channel: 'sms', to: '9123456780', subject: null });

    const mail = (await server.api.get('/dev/outbox', { query: { to: 'asha@example.in' } })).body.data;
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', subject: 'Reset your password', code: '3333' })]);
    expect((await server.api.get('/dev/outbox', { query: { to: 'nobody@example.in' } })).body.data).toEqual([]);
  });
});

forEachDatabase(
  'dev outbox in production',
  (server) => {
    it('does not exist', async () => {
      const response = await server.api.get('/dev/outbox', { query: { to: '9876543210' } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ meta: { message: 'Route not found: GET /api/v1/dev/outbox' } });
    });
  },
  { config: { nodeEnv: 'production', isProduction: true }, seed: false },
);

forEachDatabase(
  'dev outbox when not enabled (NODE_ENV unset, no ENABLE_DEV_OUTBOX)',
  (server) => {
    it('does not exist', async () => {
      const response = await server.api.get('/dev/outbox', { query: { to: '9876543210' } });
      expect(response.status).toBe(404);
    });
  },
  { config: { nodeEnv: 'development', enableDevOutbox: false }, seed: false },
);

forEachDatabase(
  'dev outbox in production even when ENABLE_DEV_OUTBOX is set',
  (server) => {
    it('does not exist', async () => {
      expect((await server.api.get('/dev/outbox', { query: { to: '9876543210' } })).status).toBe(404);
    });
  },
  { config: { nodeEnv: 'production', isProduction: true, enableDevOutbox: true }, seed: false },
);
