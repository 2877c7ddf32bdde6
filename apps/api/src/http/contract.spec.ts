import { miniContract } from '../testing/mini-contract';
import { Contract, getContract } from './contract';

describe('the contract model', () => {
  it('checks responses against the contract, recursive schemas included', () => {
    const contract = new Contract(miniContract);
    expect(contract.checkResponse('getThing', 200, { data: { id: 1, children: [{ id: 2, children: [] }] } })).toBeNull();
    expect(contract.checkResponse('getThing', 200, { data: { id: 1, children: [{ id: 'x', children: [] }] } })).not.toBeNull();
  });

  it('lists the request content types of each operation, forms also urlencoded', () => {
    const contract = new Contract(miniContract);
    expect(contract.operation('createThing').bodyTypes).toEqual(['application/json']);
    expect(contract.operation('sendForm').bodyTypes).toEqual(['multipart/form-data', 'application/x-www-form-urlencoded']);
    expect(contract.operation('getThing').bodyTypes).toEqual([]);
  });

  it('refuses a NUL character in any value or key of any request part, naming the field', () => {
    const contract = new Contract(miniContract);
    const validate = contract.validatorCompiler({ schema: { type: 'object' }, httpPart: 'body', method: 'POST', url: '/things' }) as ((data: unknown) => boolean) & { errors: unknown };
    expect(validate({ name: 'a', parts: [{ name: 'b' }] })).toBe(true);
    expect(validate({ name: 'a', parts: [{ name: 'b\u0000c' }] })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/parts/0/name', message: 'must not contain NUL characters' })]);
    expect(validate({ 'na\u0000me': 'a' })).toBe(false);
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
