import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { FakeApi } from '@storefront/sdk/testing';

export interface FailureOptions {
  status?: number;
  /** The server's meta.message; none by default, so the spec's fallback text shows. */
  message?: string;
}

/** Makes one API path fail until the test ends (`useFakeApi` resets handlers after each test). */
export function failRequest(
  server: SetupServer,
  fake: FakeApi,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  { status = 500, message }: FailureOptions = {},
): void {
  server.use(
    http[method](`${fake.baseUrl}${path}`, () =>
      HttpResponse.json({ meta: message ? { message } : {} }, { status }),
    ),
  );
}
