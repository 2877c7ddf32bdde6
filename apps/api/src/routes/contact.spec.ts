import { expectContractResponse, forEachDatabase } from '../testing';

forEachDatabase('contact messages', (server) => {
  const message = {
    name: 'Kiran Rao',
    email: 'kiran@example.in',
    phone: '9988776655',
    subject: 'Bulk order',
    message: 'Do you ship 50 units to Chennai?',
  };

  it('stores the message and e-mails it to the store\'s support address', async () => {
    const response = await server.api.post('/contacts', { json: message });
    expect(response.status).toBe(201);
    expectContractResponse('createContact', response);
    expect(response.body.data.message).toBe('Thank you for contacting us. We will get back to you soon.');
    const stored = await server.db.selectFrom('contacts').selectAll().where('id', '=', response.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Kiran Rao', email: 'kiran@example.in', phone: '9988776655', subject: 'Bulk order' });

    const settings = await server.db.selectFrom('store_settings').select('customer_support_email').executeTakeFirstOrThrow();
    const outbox = await server.api.get('/dev/outbox', { query: { to: settings.customer_support_email } });
    expect(outbox.body.data[0]).toMatchObject({ channel: 'email', subject: 'Contact form: Bulk order' });
    expect(outbox.body.data[0].body).toContain('Do you ship 50 units to Chennai?');
    expect(outbox.body.data[0].body).toContain('kiran@example.in');
  });

  it('answers 400 for invalid fields', async () => {
    for (const json of [
      { ...message, email: 'nope' },
      { ...message, phone: '12345' },
      { ...message, message: '' },
      { ...message, message: '   ' },
      { ...message, name: ' ' },
      { ...message, subject: 'x'.repeat(151) },
      { name: 'x', email: 'x@example.in' },
      { ...message, attachment: 'x' },
    ]) {
      const response = await server.api.post('/contacts', { json });
      expect(response.status).toBe(400);
      expectContractResponse('createContact', response);
    }
  });

  it('accepts 5 messages per email an hour, then answers 429', async () => {
    const json = { name: 'Busy', email: 'busy@example.in', message: 'Hello again' };
    for (let n = 1; n <= 5; n++) expect((await server.api.post('/contacts', { json })).status).toBe(201);
    const limited = await server.api.post('/contacts', { json: { ...json, email: 'BUSY@example.in' } });
    expect(limited.status).toBe(429);
    expectContractResponse('createContact', limited);
    expect(limited.body.meta.message).toBe('You have sent too many messages. Please try again in an hour.');
    expect((await server.api.post('/contacts', { json: { ...json, email: 'calm@example.in' } })).status).toBe(201);
  });
});
