import { createMemoryTokenStore, createStorefrontSdk, SdkError, type StorefrontSdk } from '../src';
import { waitForCode, latestOutboxId } from '../src/testing';
import { createTarget, type ContractTarget } from './target';

/** The demo customer every environment has (the fake's fixtures and the API's seed). */
export const DEMO = { email: 'demo@storefront.test', phone: '9876543210', password: 'Demo@1234' } as const;

let current: ContractTarget | null = null;

/**
 * The one target of the run (the fake, or the real API named by CONTRACT_BASE_URL). Every area of the
 * suite shares it, as they share one real server.
 */
export function contractTarget(): ContractTarget {
  current ??= createTarget();
  return current;
}

/**
 * Wires the suite's entry file to the target: starts it (the fake's msw server) before the tests, fails
 * any test whose responses broke the contract, and stops it at the end.
 */
export function useContractTarget(): ContractTarget {
  const target = contractTarget();
  beforeAll(() => target.start());
  beforeEach(() => {
    target.responses.length = 0;
    target.fetch.violations.length = 0;
  });
  afterEach(() => {
    const messages = target.fetch.violations.map((v) => v.message);
    const fakeMessages = target.fake?.violations.map((v) => v.message) ?? [];
    expect([...messages, ...fakeMessages]).toEqual([]);
  });
  afterAll(() => target.stop());
  return target;
}

/** A fresh SDK (its own memory token store) on the target, with the validating fetch. */
export function newSdk(): StorefrontSdk {
  const { baseUrl, fetch } = contractTarget();
  return createStorefrontSdk({ baseUrl, tokenStore: createMemoryTokenStore(), fetch });
}

/** The status of the last response to a path ending (e.g. `/orders`). */
export function lastStatus(method: string, pathEnd: string): number | undefined {
  return contractTarget()
    .responses.filter((r) => r.method === method && new URL(r.url).pathname.endsWith(pathEnd))
    .at(-1)?.status;
}

/** Awaits a call that must fail with an SdkError of this status (and message, when given). */
export async function expectSdkError(call: Promise<unknown>, status: number, message?: string | RegExp): Promise<SdkError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SdkError);
  const sdkError = error as SdkError;
  expect({ status: sdkError.status, message: sdkError.serverMessage }).toEqual({
    status,
    message: message === undefined ? expect.any(String) : typeof message === 'string' ? message : expect.stringMatching(message),
  });
  return sdkError;
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Unique sign-up details (a new phone and email every run, so rate limits and duplicates never bite). */
export function newShopperDetails() {
  const tag = `${Date.now().toString(36)}${digits(4)}`;
  return {
    name: 'Contract Shopper',
    email: `shopper.${tag}@contract.test`,
    full_phone_number: `9${digits(9)}`,
    password: 'Shopper@123',
  };
}

/** Registers a new shopper on this SDK and keeps the session (the cart token, if any, is merged). */
export async function registerShopper(sdk: StorefrontSdk) {
  const details = newShopperDetails();
  const { password, ...rest } = details;
  const session = await sdk.auth.register({ user_params: { ...rest, password, password_confirmation: password } });
  sdk.auth.useToken(session.data.token);
  return { ...details, user: session.data.user, token: session.data.token };
}

/** Runs `send` and answers the code it made the server send to `to` (read from the dev outbox). */
export async function codeSentTo(to: string, send: () => Promise<unknown>): Promise<string> {
  const { baseUrl, fetch } = contractTarget();
  const afterId = await latestOutboxId(baseUrl, to, fetch);
  await send();
  return waitForCode(baseUrl, to, { afterId, fetchImpl: fetch });
}

/** The value, or a failure naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
