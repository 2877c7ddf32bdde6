import { FALLBACK_ERROR_MESSAGES, NETWORK_ERROR_MESSAGE, REQUEST_ABORTED_MESSAGE, SOMETHING_WENT_WRONG } from '@storefront/domain';
import { SdkError, errorFromFailure, errorFromResponse, fallbackFor } from './errors';
import { request } from './request';

const couponExpired = { meta: { message: 'Coupon SAVE10 has expired' } };

describe('SDK errors', () => {
  describe('from an error response', () => {
    it('carry the operation, the HTTP status and the server message (meta.message)', () => {
      const error = errorFromResponse('applyCoupon', 422, couponExpired);
      expect(error).toBeInstanceOf(SdkError);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        name: 'SdkError',
        operation: 'applyCoupon',
        status: 422,
        serverMessage: 'Coupon SAVE10 has expired',
        message: 'Coupon SAVE10 has expired',
        isNetworkError: false,
      });
    });

    it('keep the field errors of the envelope', () => {
      const error = errorFromResponse('register', 400, {
        meta: { message: 'Validation failed' },
        errors: [{ field: 'user_params.email', message: 'is taken' }, { nonsense: true }],
      });
      expect(error.fieldErrors).toEqual([{ field: 'user_params.email', message: 'is taken' }]);
    });

    it('read as the operation fallback when the server sends no message', () => {
      const error = errorFromResponse('applyCoupon', 500, { meta: {} });
      expect(error.serverMessage).toBeNull();
      expect(error.fallback).toBe(FALLBACK_ERROR_MESSAGES.applyCoupon);
      expect(error.message).toBe(FALLBACK_ERROR_MESSAGES.applyCoupon);
    });

    it('treat a blank server message as none', () => {
      const error = errorFromResponse('applyCoupon', 422, { meta: { message: '  ' } });
      expect(error.serverMessage).toBeNull();
      expect(error.message).toBe(FALLBACK_ERROR_MESSAGES.applyCoupon);
    });

    it('read "Something went wrong" for an operation without a fallback and a body that is not the envelope', () => {
      const error = errorFromResponse('listFaqs', 502, '<html>Bad gateway</html>');
      expect(fallbackFor('listFaqs')).toBeNull();
      expect(error).toMatchObject({ status: 502, serverMessage: null, message: SOMETHING_WENT_WRONG });
    });

    it('serialise with their operation, status and messages for structured logs', () => {
      const error = errorFromResponse('applyCoupon', 422, couponExpired);
      expect(JSON.parse(JSON.stringify(error))).toEqual({
        name: 'SdkError',
        operation: 'applyCoupon',
        status: 422,
        message: 'Coupon SAVE10 has expired',
        serverMessage: 'Coupon SAVE10 has expired',
        fieldErrors: [],
      });
    });
  });

  describe('without a response', () => {
    it('have status 0, keep the cause and read "Network Error"', () => {
      const cause = new TypeError('fetch failed');
      const error = errorFromFailure('listFaqs', cause);
      expect(error).toMatchObject({ status: 0, isNetworkError: true, isAborted: false, message: NETWORK_ERROR_MESSAGE });
      expect(error.cause).toBe(cause);
    });

    it('read "Request aborted" when the call was aborted', () => {
      const error = errorFromFailure('listFaqs', new DOMException('The operation was aborted.', 'AbortError'));
      expect(error).toMatchObject({ status: 0, isAborted: true, message: REQUEST_ABORTED_MESSAGE });
    });
  });

  describe('request()', () => {
    const response = (status: number) => new Response(null, { status });

    it('answers the body of a 2xx response', async () => {
      const body = { data: [], meta: {} };
      await expect(request('listFaqs', async () => ({ data: body, response: response(200) }))).resolves.toBe(body);
    });

    it('throws the typed error of a non-2xx response', async () => {
      const call = request('applyCoupon', async () => ({ error: couponExpired, response: response(422) }));
      await expect(call).rejects.toMatchObject({ operation: 'applyCoupon', status: 422, serverMessage: 'Coupon SAVE10 has expired' });
    });

    it('throws the typed error of a failed fetch', async () => {
      const call = request('listFaqs', async () => {
        throw new TypeError('fetch failed');
      });
      await expect(call).rejects.toMatchObject({ operation: 'listFaqs', status: 0 });
    });
  });
});
