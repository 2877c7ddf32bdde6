/**
 * Which API the contract suite runs against: the msw fake (default) or a real server when
 * CONTRACT_BASE_URL names its base, e.g. `CONTRACT_BASE_URL=http://127.0.0.1:3101/api/v1`.
 * Either way every response goes through the validating fetch, so any answer off the contract fails.
 */
import type { SetupServer } from 'msw/node';
import {
  createContractValidator,
  createFakeApi,
  setupFakeServer,
  validatingFetch,
  type ContractValidator,
  type FakeApi,
  type ValidatingFetch,
} from '../src/testing';
import { fakeDesk, sandboxDesk, type PaymentDesk } from './payment-desk';

/** A response the suite saw (for status checks the SDK does not expose, e.g. 201 vs 200). */
export interface SeenResponse {
  method: string;
  url: string;
  status: number;
}

export interface ContractTarget {
  kind: 'fake' | 'real';
  baseUrl: string;
  /** The validating fetch every SDK of the suite uses; `fetch.violations` lists contract breaches. */
  fetch: ValidatingFetch;
  /** Responses seen in the current test, oldest first. */
  responses: SeenResponse[];
  /** The contract's validator (its operations are what the suite must cover). */
  validator: ContractValidator;
  /** Every status each operation answered during the whole run, by operationId (the coverage guard). */
  answered: Map<string, Set<number>>;
  /** The shopper at the payment provider (sandbox pages, or the fake's helpers). */
  paymentDesk: PaymentDesk;
  /** The fake, when the target is the fake. */
  fake: FakeApi | null;
  /**
   * A token the server treats as expired, made from a fresh session's token; null when the target cannot
   * make one (a real API without CONTRACT_EXPIRED_TOKEN).
   */
  expiredToken: ((freshToken: string) => Promise<string>) | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const validator = createContractValidator();

function recordingFetch(responses: SeenResponse[], answered: Map<string, Set<number>>): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    responses.push({ method, url, status: response.status });
    const operationId = validator.findOperation(method, url)?.operation.operationId;
    if (operationId) answered.set(operationId, (answered.get(operationId) ?? new Set()).add(response.status));
    return response;
  };
}

function fakeTarget(): ContractTarget {
  const fake = createFakeApi({ validator });
  const server: SetupServer = setupFakeServer(fake);
  const responses: SeenResponse[] = [];
  const answered = new Map<string, Set<number>>();
  return {
    kind: 'fake',
    baseUrl: fake.baseUrl,
    fetch: validatingFetch(validator, recordingFetch(responses, answered)),
    responses,
    validator,
    answered,
    paymentDesk: fakeDesk(fake),
    fake,
    expiredToken: async (token) => {
      fake.expireSession(token);
      return token;
    },
    start: async () => server.listen(),
    stop: async () => server.close(),
  };
}

function realTarget(baseUrl: string): ContractTarget {
  const responses: SeenResponse[] = [];
  const answered = new Map<string, Set<number>>();
  // A real server cannot be told to expire a session; a tester may hand one in (see auth.contract.ts).
  const expired = process.env.CONTRACT_EXPIRED_TOKEN;
  return {
    kind: 'real',
    baseUrl: baseUrl.replace(/\/$/, ''),
    fetch: validatingFetch(validator, recordingFetch(responses, answered)),
    responses,
    validator,
    answered,
    paymentDesk: sandboxDesk(baseUrl),
    fake: null,
    expiredToken: expired ? async () => expired : null,
    start: async () => undefined,
    stop: async () => undefined,
  };
}

/** The target named by the environment. */
export function createTarget(): ContractTarget {
  const baseUrl = process.env.CONTRACT_BASE_URL;
  return baseUrl ? realTarget(baseUrl) : fakeTarget();
}
