import type { Route } from '@playwright/test';
import { createFakeApi } from '@storefront/sdk/testing';
import { answerFromFake } from './playwright-fake';

const fake = createFakeApi({ baseUrl: 'http://localhost:4200/api/v1' });

/** What Playwright hands a route handler, reduced to what answerFromFake uses. */
function interceptedRequest(method: string, url: string, json?: unknown) {
  const fulfilled: { status?: number; headers?: Record<string, string>; body?: Buffer; json?: unknown }[] = [];
  const body = json === undefined ? null : Buffer.from(JSON.stringify(json));
  const route = {
    request: () => ({
      url: () => url,
      method: () => method,
      postDataBuffer: () => body,
      allHeaders: async () => (body ? { 'content-type': 'application/json' } : {}),
    }),
    fulfill: async (answer: (typeof fulfilled)[number]) => void fulfilled.push(answer),
  } as unknown as Route;
  return { route, fulfilled };
}

describe('answering a browser page from the fake (Playwright page.route)', () => {
  afterEach(() => fake.reset());

  it('answers a read as the fake does', async () => {
    const { route, fulfilled } = interceptedRequest('GET', `${fake.baseUrl}/store_settings`);
    await answerFromFake(route, fake);
    expect(fulfilled[0].status).toBe(200);
    expect(JSON.parse(String(fulfilled[0].body)).data.name).toBe(fake.state.settings.name);
  });

  it('passes the request body on', async () => {
    const { route, fulfilled } = interceptedRequest('POST', `${fake.baseUrl}/subscriber`, { email: 'asha@example.in' });
    await answerFromFake(route, fake);
    expect(fulfilled[0].status).toBe(201);
  });

  it('answers 404 for a call the contract does not have', async () => {
    const { route, fulfilled } = interceptedRequest('GET', `${fake.baseUrl}/no_such_thing`);
    await answerFromFake(route, fake);
    expect(fulfilled[0]).toMatchObject({ status: 404 });
  });
});
