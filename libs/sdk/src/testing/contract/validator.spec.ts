import { operations } from '../../generated/operations';
import { ContractViolationError } from './issues';
import { loadContract } from './load-contract';
import { createContractValidator } from './validator';

const validator = createContractValidator();

const settings = {
  name: 'Demo Store',
  logo: null,
  favicon: null,
  currency_symbol: '₹',
  background_color: '#fff',
  text_color: '#111',
  hover_color: '#333',
  border_color: '#ddd',
  theme_template: { id: 1, name: 'Standard' },
  payment_method: { api_key: null },
  allow_b2b_signup: false,
  default_web_login_method: 'password',
  store_type: 'general',
  address: null,
  linkedin_url: null,
  instagram_url: null,
  twitter_url: null,
  facebook_url: null,
  youtube_url: null,
  customer_support_email: null,
  customer_care_number: null,
  hide_shoppeez_from_website: false,
  coupons_require_online_payment: false,
  free_shipping_from: 499,
  show_free_shipping_banner: true,
  guest_email_required: true,
  whatsapp_number: null,
};

describe('contract validator', () => {
  it('loads the contract from disk with every generated operation', () => {
    const contract = loadContract();
    expect(contract.openapi).toMatch(/^3\.1/);
    expect([...validator.operations.byId.keys()].sort()).toEqual(Object.keys(operations).sort());
  });

  it('matches concrete paths under /api/v1, full URLs and templates, literal segments first', () => {
    expect(validator.findOperation('GET', '/api/v1/products/12')?.operation.operationId).toBe('getProduct');
    expect(validator.findOperation('get', 'http://localhost/api/v1/products/12?x=1')?.pathParams).toEqual({ id: '12' });
    expect(validator.findOperation('GET', '/orders/my_orders')?.operation.operationId).toBe('listMyOrders');
    expect(validator.findOperation('GET', '/api/v1/orders/7')?.operation.operationId).toBe('getOrder');
    expect(validator.findOperation('PUT', '/orders/{id}')?.operation.operationId).toBe('cancelOrder');
    expect(validator.findOperation('GET', '/products/v1/search')?.operation.operationId).toBe('searchProducts');
  });

  describe('getStoreSettings', () => {
    it('accepts a valid body', () => {
      const result = validator.validateResponse({
        method: 'GET',
        path: '/api/v1/store_settings',
        status: 200,
        body: { data: settings, meta: {} },
      });
      expect(result).toMatchObject({ valid: true, operationId: 'getStoreSettings' });
    });

    it('rejects an invalid body and names every failing JSON pointer', () => {
      const body = { data: { ...settings, currency_symbol: 5, store_type: 'mall', name: undefined }, meta: {} };
      const result = validator.checkResponse({ method: 'GET', path: '/api/v1/store_settings', status: 200, body });
      expect(result.valid).toBe(false);
      expect(result.issues.map((i) => i.pointer).sort()).toEqual(['/data', '/data/currency_symbol', '/data/store_type']);
      expect(() =>
        validator.validateResponse({ method: 'GET', path: '/api/v1/store_settings', status: 200, body }),
      ).toThrow(/\/data\/currency_symbol: must be string[\s\S]*\/data\/store_type: must be one of/);
    });
  });

  describe('getProduct (templated path, error statuses)', () => {
    it('validates a 404 against the shared error envelope', () => {
      const ok = validator.checkResponse({
        method: 'GET',
        path: '/api/v1/products/999',
        status: 404,
        body: { meta: { message: 'Product not found' } },
      });
      expect(ok.valid).toBe(true);
      const bad = validator.checkResponse({ method: 'GET', path: '/api/v1/products/999', status: 404, body: { error: 'x' } });
      expect(bad.issues).toEqual([{ pointer: '', message: "must have required property 'meta'", keyword: 'required' }]);
    });

    it('rejects a product summary missing fields where a detail is declared', () => {
      const result = validator.checkResponse({
        method: 'GET',
        path: '/api/v1/products/1',
        status: 200,
        body: { data: { id: 1, name: 'Tee' }, meta: {} },
      });
      expect(result.valid).toBe(false);
      expect(result.issues.every((i) => i.pointer === '/data' && i.keyword === 'required')).toBe(true);
    });
  });

  describe('lookup failures', () => {
    it('fails an unknown path', () => {
      expect(() => validator.validateResponse({ method: 'GET', path: '/api/v1/nope', status: 200, body: {} })).toThrow(
        ContractViolationError,
      );
    });

    it('fails a method the path does not declare', () => {
      const result = validator.checkResponse({ method: 'DELETE', path: '/api/v1/store_settings', status: 200, body: {} });
      expect(result.issues[0]).toMatchObject({ keyword: 'operation', message: expect.stringContaining('declared: GET') });
    });

    it('fails an undeclared status', () => {
      const result = validator.checkResponse({
        method: 'GET',
        path: '/api/v1/store_settings',
        status: 500,
        body: { meta: { message: 'boom' } },
      });
      expect(result.issues[0]).toMatchObject({ keyword: 'status', message: 'status 500 is not declared (declared: 200, 400)' });
    });

    it('fails a non-JSON content type', () => {
      const result = validator.checkResponse({
        method: 'GET',
        path: '/api/v1/faqs',
        status: 200,
        body: '<html>',
        contentType: 'text/html',
      });
      expect(result.valid).toBe(false);
    });
  });

  describe('schemas and requests', () => {
    it('checks a value against a component schema', () => {
      expect(validator.checkSchema('Pincode', '400001')).toEqual([]);
      expect(() => validator.validateSchema('Pincode', '012345')).toThrow(/schema Pincode/);
    });

    it('parses a request: coerces query values and reports unknown body fields', () => {
      const parsed = validator.parseRequest({
        method: 'GET',
        url: 'http://localhost/api/v1/products/filter?page=2&category_ids[]=3&category_ids[]=7&in_stock=true',
      });
      expect(parsed?.query).toEqual({ page: 2, per_page: 20, sort: 'newest', 'category_ids[]': [3, 7], in_stock: true });
      expect(parsed?.errors).toEqual([]);
      const bad = validator.parseRequest({
        method: 'POST',
        url: '/api/v1/carts/add_item',
        body: { item_id: 1, quantity: 1, colour: 'red' },
        contentType: 'application/json',
      });
      expect(bad?.errors).toEqual([{ field: 'colour', message: 'colour is not allowed' }]);
    });
  });
});
