/** A tiny contract with the features `route()` must honour. */
export const miniContract = {
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
