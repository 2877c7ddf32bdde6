import Fastify, { type FastifyInstance } from 'fastify';
import { miniContract } from '../testing/mini-contract';
import { Contract } from './contract';
import { installErrorHandler } from './error-handler';
import { registerContractRoute } from './route';

interface MiniServer {
  /** fetch against the server: `call('/api/v1/things/7')`. */
  call(path: string, init?: { method?: string; json?: unknown; raw?: string | FormData; contentType?: string }): Promise<{ statusCode: number; json(): any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const opened: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

/** A Fastify server with the error handler and routes from the mini contract, over real HTTP. */
async function appWith(register: (app: FastifyInstance, contract: Contract) => void): Promise<MiniServer> {
  const app = Fastify();
  opened.push(app);
  installErrorHandler(app);
  register(app, new Contract(miniContract));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    async call(path, init = {}) {
      const contentType = init.json === undefined ? init.contentType : 'application/json';
      const response = await fetch(address + path, {
        method: init.method ?? 'GET',
        headers: contentType ? { 'content-type': contentType } : {},
        body: init.json === undefined ? init.raw : JSON.stringify(init.json),
      });
      const text = await response.text();
      return { statusCode: response.status, json: () => JSON.parse(text) };
    },
  };
}

describe('contract routes', () => {
  it('fails loudly on an operationId the contract does not have', () => {
    const contract = new Contract(miniContract);
    expect(() => registerContractRoute(contract, Fastify(), 'getThingz', async () => ({}))).toThrow(
      'Unknown operationId "getThingz": it is not in the contract (libs/sdk/openapi.yaml)',
    );
  });

  it('refuses to skip the caller lookup on an operation that needs a signed-in caller', () => {
    const contract = new Contract(miniContract);
    expect(() => registerContractRoute(contract, Fastify(), 'createThing', async () => ({}), { ignoresCaller: true })).toThrow(
      'createThing needs a signed-in caller: it cannot ignore the caller',
    );
    expect(() => registerContractRoute(contract, Fastify(), 'getThing', async () => ({}), { ignoresCaller: true })).not.toThrow();
  });

  it('registers the contract method and path under /api/v1 with path and query coercion', async () => {
    const app = await appWith((a, contract) =>
      registerContractRoute(contract, a, 'getThing', async (request) => ({ params: request.params, query: request.query })),
    );
    const response = await app.call('/api/v1/things/7?tag_ids[]=3&tag_ids[]=4&fresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { id: 7 }, query: { page: 1, 'tag_ids[]': [3, 4], fresh: true } });
  });

  it('accepts bare and single array query keys for a bracketed array parameter', async () => {
    const app = await appWith((a, contract) => registerContractRoute(contract, a, 'getThing', async (request) => request.query));
    expect((await app.call('/api/v1/things/1?tag_ids=5')).json()['tag_ids[]']).toEqual([5]);
    expect((await app.call('/api/v1/things/1?tag_ids[]=6')).json()['tag_ids[]']).toEqual([6]);
  });

  it('answers 400 with field errors for invalid params and queries', async () => {
    const app = await appWith((a, contract) => registerContractRoute(contract, a, 'getThing', async () => ({})));
    const response = await app.call('/api/v1/things/0?page=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'id', message: 'id must be >= 1' }]);
    const query = await app.call('/api/v1/things/1?page=abc');
    expect(query.json()).toEqual({
      meta: { message: 'page must be integer' },
      errors: [{ field: 'page', message: 'page must be integer' }],
    });
  });

  it('validates JSON bodies strictly against recursive schemas and answers the contract success status', async () => {
    const app = await appWith((a, contract) => registerContractRoute(contract, a, 'createThing', async (request) => request.body));
    const created = await app.call('/api/v1/things', { method: 'POST', json: { name: 'a', parts: [{ name: 'b' }] } });
    expect(created.statusCode).toBe(201);
    const invalid = await app.call('/api/v1/things', { method: 'POST', json: { name: 5, parts: [{ extra: 1 }] } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'name must be string' },
        { field: 'parts.0.name', message: 'parts.0.name is required' },
        { field: 'parts.0.extra', message: 'parts.0.extra is not allowed' },
      ]),
    );
  });

  it('refuses a body of an undeclared content type and a missing form body', async () => {
    const app = await appWith((a, contract) => registerContractRoute(contract, a, 'sendForm', async (request) => request.body));
    const json = await app.call('/api/v1/forms', { method: 'PUT', json: { pin: '1234' } });
    expect(json.statusCode).toBe(415);
    const empty = await app.call('/api/v1/forms', { method: 'PUT' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 naming the field for a NUL character in a path parameter, a query or a body', async () => {
    const app = await appWith((a, contract) => {
      registerContractRoute(contract, a, 'getThing', async () => ({}));
      registerContractRoute(contract, a, 'createThing', async (request) => request.body);
    });
    const inQuery = await app.call('/api/v1/things/1?tag_ids[]=1&page=1%00');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().errors).toEqual([{ field: 'page', message: 'page must not contain NUL characters' }]);
    expect((await app.call('/api/v1/things/1%00')).statusCode).toBe(400);
    const inBody = await app.call('/api/v1/things', { method: 'POST', json: { name: 'a', parts: [{ name: 'b\u0000' }] } });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toEqual({
      meta: { message: 'parts.0.name must not contain NUL characters' },
      errors: [{ field: 'parts.0.name', message: 'parts.0.name must not contain NUL characters' }],
    });
  });

  describe('multipart', () => {
    const withBoth = () =>
      appWith((a, contract) => {
        registerContractRoute(contract, a, 'sendForm', async (request) => request.body);
        registerContractRoute(contract, a, 'createThing', async (request) => request.body);
      });
    const form = () => {
      const data = new FormData();
      data.set('pin', '1234');
      return data;
    };

    it('parses multipart on an operation that declares it, and answers 400 when the boundary is missing', async () => {
      const app = await withBoth();
      const parsed = await app.call('/api/v1/forms', { method: 'PUT', raw: form() });
      expect(parsed.statusCode).toBe(200);
      expect(parsed.json()).toEqual({ pin: '1234' });
      const noBoundary = await app.call('/api/v1/forms', { method: 'PUT', raw: 'pin=1234', contentType: 'multipart/form-data' });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json()).toEqual({ meta: { message: 'Malformed multipart body: the Content-Type header names no boundary' } });
    });

    it('answers 415 naming the accepted type on an operation whose contract takes JSON, with or without a boundary', async () => {
      const app = await withBoth();
      for (const request of [{ raw: form() }, { raw: 'x', contentType: 'multipart/form-data' }]) {
        const response = await app.call('/api/v1/things', { method: 'POST', ...request });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ meta: { message: 'Unsupported content type multipart/form-data: send application/json' } });
      }
    });
  });
});
