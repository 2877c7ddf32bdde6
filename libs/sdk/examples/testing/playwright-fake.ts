import type { Page, Route } from '@playwright/test';
import { getResponse } from 'msw';
import type { FakeApi } from '@storefront/sdk/testing';

/**
 * Answers a browser page's API calls from the fake, which runs in the test's Node process: the page needs
 * no service worker and the app no test code. Build the fake on the URL the page calls, e.g.
 * `createFakeApi({ baseUrl: 'http://localhost:4200/api/v1' })`.
 */
export async function routeApiToFake(page: Page, fake: FakeApi): Promise<void> {
  await page.route(`${fake.baseUrl}/**`, (route) => answerFromFake(route, fake));
}

/** One intercepted request, answered as the fake would answer it over the network. */
export async function answerFromFake(route: Route, fake: FakeApi): Promise<void> {
  const request = route.request();
  const body = request.postDataBuffer();
  const response = await getResponse(
    fake.handlers,
    new Request(request.url(), {
      method: request.method(),
      headers: await request.allHeaders(),
      body: body ? new Uint8Array(body) : undefined,
    }),
  );
  if (!response) {
    await route.fulfill({ status: 404, json: { meta: { message: `Not in the contract: ${request.method()} ${request.url()}` } } });
    return;
  }
  await route.fulfill({
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  });
}
