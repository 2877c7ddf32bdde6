import Fastify, { type FastifyInstance } from 'fastify';
import { Contract, getContract } from './contract';
import { installErrorHandler } from './error-handler';

/** A tiny contract with the features `route()` must honour. */
const miniContract = {
  openapi: '3.1.0',
  info: { title: 'mini', version: '1' },
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: {
        operationId: 'getThing',
        security: [],
        parameters: [
          { $ref: '#/components/parameters/Page' },
          { name: 'tag_ids[]', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
          { name: 'fresh', in: 'query', schema: { type: 'boolean' } },
        ],
        responses: { '200': { $ref: '#/components/responses/Thing' } },
      },
    },
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } },
        },
        responses: { '201': { $ref: '#/components/responses/Thing' } },
      },
    },
    '/forms': {
      put: {
        operationId: 'sendForm',
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', required: ['pin'], properties: { pin: { type: 'string', pattern: '^[0-9]{4}$' } } } } },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } } },
    responses: {
      Thing: {
        description: 'A thing',
        content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: { $ref: '#/components/schemas/Thing' } } } } },
      },
    },
    schemas: {
      ThingInput: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1 }, parts: { type: 'array', items: { $ref: '#/components/schemas/ThingInput' } } },
      },
      Thing: {
        type: 'object',
        required: ['id', 'children'],
        properties: { id: { type: 'integer' }, children: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
      },
    },
  },
};

interface MiniServer {
  /** fetch against the server: `call('/api/v1/things/7')`. */
  call(path: string, init?: { method?: string; json?: unknown }): Promise<{ statusCode: number; json(): any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
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
      const response = await fetch(address + path, {
        method: init.method ?? 'GET',
        headers: init.json === undefined ? {} : { 'content-type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await response.text();
      return { statusCode: response.status, json: () => JSON.parse(text) };
    },
  };
}

describe('contract routes', () => {
  it('fails loudly on an operationId the contract does not have', () => {
    const contract = new Contract(miniContract);
    expect(() => contract.route(Fastify(), 'getThingz', async () => ({}))).toThrow(
      'Unknown operationId "getThingz": it is not in the contract (libs/sdk/openapi.yaml)',
    );
  });

  it('registers the contract method and path under /api/v1 with path and query coercion', async () => {
    const app = await appWith((a, contract) =>
      contract.route(a, 'getThing', async (request) => ({ params: request.params, query: request.query })),
    );
    const response = await app.call('/api/v1/things/7?tag_ids[]=3&tag_ids[]=4&fresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { id: 7 }, query: { page: 1, 'tag_ids[]': [3, 4], fresh: true } });
  });

  it('accepts bare and single array query keys for a bracketed array parameter', async () => {
    const app = await appWith((a, contract) => contract.route(a, 'getThing', async (request) => request.query));
    expect((await app.call('/api/v1/things/1?tag_ids=5')).json()['tag_ids[]']).toEqual([5]);
    expect((await app.call('/api/v1/things/1?tag_ids[]=6')).json()['tag_ids[]']).toEqual([6]);
  });

  it('answers 400 with field errors for invalid params and queries', async () => {
    const app = await appWith((a, contract) => contract.route(a, 'getThing', async () => ({})));
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
    const app = await appWith((a, contract) => contract.route(a, 'createThing', async (request) => request.body));
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
    const app = await appWith((a, contract) => contract.route(a, 'sendForm', async (request) => request.body));
    const json = await app.call('/api/v1/forms', { method: 'PUT', json: { pin: '1234' } });
    expect(json.statusCode).toBe(415);
    const empty = await app.call('/api/v1/forms', { method: 'PUT' });
    expect(empty.statusCode).toBe(400);
  });

  it('checks responses against the contract, recursive schemas included', () => {
    const contract = new Contract(miniContract);
    expect(contract.checkResponse('getThing', 200, { data: { id: 1, children: [{ id: 2, children: [] }] } })).toBeNull();
    expect(contract.checkResponse('getThing', 200, { data: { id: 1, children: [{ id: 'x', children: [] }] } })).not.toBeNull();
  });
});

describe('the real contract', () => {
  it('loads libs/sdk/openapi.yaml and knows the catalogue operations', () => {
    const contract = getContract();
    for (const id of ['getStoreSettings', 'filterProducts', 'getProduct', 'listAllCategories', 'getDevOutbox']) {
      expect(contract.has(id)).toBe(true);
    }
    expect(contract.operation('getProduct').url).toBe('/api/v1/products/:id');
    expect(contract.operation('getStoreSettings').isPublic).toBe(true);
  });

  it('compiles the request schemas of every operation', () => {
    expect(() => getContract().compileAll()).not.toThrow();
  });
});
