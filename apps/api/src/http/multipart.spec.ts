import { forEachDatabase } from '../testing';
import { getContract, MULTIPART_TYPE } from './contract';

const contract = getContract();
/** Every operation that can carry a body (fetch sends none with GET). */
const operations = contract.operationIds().map((id) => contract.operation(id)).filter((operation) => operation.method !== 'GET');
const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');

forEachDatabase('multipart bodies', (server) => {
  const send = (method: string, path: string, body: string | FormData, contentType?: string) =>
    fetch(server.api.url(path), { method, body, headers: contentType ? { 'content-type': contentType } : {} }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));

  it('parses multipart only where the contract declares it (the password reset form)', () => {
    expect(operations.filter((operation) => operation.bodyTypes.includes(MULTIPART_TYPE)).map((operation) => operation.operationId)).toEqual(['updatePassword']);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s: a multipart Content-Type without a boundary is a 400 where multipart is declared, else a 415 naming what is accepted',
    async (_, operation) => {
      const response = await send(operation.method, pathOf(operation.path), 'pin=1234', MULTIPART_TYPE);
      if (operation.bodyTypes.includes(MULTIPART_TYPE)) {
        expect(response).toEqual({ status: 400, body: { meta: { message: 'Malformed multipart body: the Content-Type header names no boundary' } } });
      } else if (operation.bodyTypes.length > 0) {
        expect(response).toEqual({ status: 415, body: { meta: { message: `Unsupported content type multipart/form-data: send ${operation.bodyTypes.join(' or ')}` } } });
      } else {
        expect(response).toEqual({ status: 415, body: { meta: { message: 'Unsupported content type multipart/form-data: this operation takes no request body' } } });
      }
    },
  );

  it('reads a well-formed multipart form on the password reset and refuses one on a JSON operation', async () => {
    const form = new FormData();
    form.set('email', 'demo@storefront.test');
    form.set('pin', '0000');
    form.set('password', 'Newpass@123');
    form.set('password_confirmation', 'Newpass@123');
    const reset = await send('PUT', '/sessions/password_update', form);
    expect(reset.status).toBe(422);
    const contact = await send('POST', '/contacts', form);
    expect(contact).toEqual({ status: 415, body: { meta: { message: 'Unsupported content type multipart/form-data: send application/json' } } });
  });
});
