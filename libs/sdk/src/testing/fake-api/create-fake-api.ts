import {
  AUTHORIZATION_HEADER,
  CART_AUTHORIZATION_HEADER,
  LOCALE_QUERY_PARAM,
  LOGIN_REQUIRED_MESSAGE,
  requestLocale,
  TOKEN_EXPIRED_MESSAGE,
  tokenFromHeader,
} from '@storefront/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Order, OrderStatus, OutboxMessage } from '../../generated/models';
import type { OperationId } from '../../generated/operations';
import { ContractViolationError } from '../contract/issues';
import { createContractValidator, type ContractValidator } from '../contract/validator';
import type { ContractOperation } from '../contract/openapi-types';
import { sandboxSignature } from './handlers/payments';
import {
  FakeHttpError,
  badRequest,
  unauthorized,
  type FakeContext,
  type FakeResolver,
  type FakeResult,
} from './http';
import { orderView, setStatus } from './model/orders';
import { resolveAuth } from './model/sessions';
import { resolvers } from './resolvers';
import { createFakeState, now, type FakeState } from './state';
import { localizeResult } from './model/translations';

export const DEFAULT_FAKE_BASE_URL = 'http://localhost/api/v1';

export interface CreateFakeApiOptions {
  /** Where the fake answers; the contract's paths are appended. Default `http://localhost/api/v1`. */
  baseUrl?: string;
  /** A state to start from (default: fresh fixtures). */
  state?: FakeState;
  /** A validator to share (building one compiles the contract). */
  validator?: ContractValidator;
}

/** A stateful fake of the whole contract, as msw handlers, with test helpers. */
export interface FakeApi {
  readonly baseUrl: string;
  /** One msw handler per contract operation. */
  readonly handlers: HttpHandler[];
  /** The live state (fixtures plus whatever the tests did). */
  readonly state: FakeState;
  readonly validator: ContractValidator;
  /** Responses of the fake that broke the contract (each also failed its request). */
  readonly violations: ContractViolationError[];
  /** Back to the fixtures: carts, users, sessions, orders... are forgotten. */
  reset(): void;
  /** Makes a session token expired, so the next authenticated call answers 401 "Token expired.". */
  expireSession(token: string): void;
  /** Moves the fake's clock forward (code and session expiry, return window). */
  advanceTime(ms: number): void;
  /** Moves an order as the store would (confirmed, packed, shipped, delivered, returned...). */
  setOrderStatus(orderId: number, status: OrderStatus): Order;
  /** What the sandbox provider says about a payment: paid (approved) or failed (declined). */
  settlePayment(transactionId: string, outcome: 'paid' | 'failed'): void;
  /** The card-popup signature the sandbox provider would produce. */
  sandboxSignature(providerOrderId: string, paymentId: string): string;
  /** Messages sent to a phone or email, newest first. */
  outbox(to: string): OutboxMessage[];
  /** The newest OTP/PIN sent to a phone or email, or null. */
  latestCode(to: string): string | null;
}

interface RawBody {
  value: unknown;
  malformed: boolean;
}

async function readBody(request: Request): Promise<RawBody> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const form = await request.formData();
    const value: Record<string, string> = {};
    form.forEach((entry, key) => (value[key] = typeof entry === 'string' ? entry : entry.name));
    return { value, malformed: false };
  }
  const text = await request.text();
  if (!text) return { value: undefined, malformed: false };
  if (type !== 'application/json' && !type.endsWith('+json')) return { value: text, malformed: false };
  try {
    return { value: JSON.parse(text), malformed: false };
  } catch {
    return { value: undefined, malformed: true };
  }
}

/** Literal paths before templated ones (`/orders/my_orders` before `/orders/{id}`). */
function bySpecificity(a: ContractOperation, b: ContractOperation): number {
  const literal = (op: ContractOperation) => op.path.split('/').filter((s) => s && !s.startsWith('{')).length;
  return literal(b) - literal(a) || b.path.length - a.path.length;
}

/** The language a request asks for, by the API's rule (the domain's `requestLocale`). */
function localeOf(request: Request) {
  return requestLocale(new URL(request.url).searchParams.get(LOCALE_QUERY_PARAM), request.headers.get('accept-language'));
}

/** Builds the fake; hand `fake.handlers` to msw (`setupFakeServer(fake)` does it). */
export function createFakeApi(options: CreateFakeApiOptions = {}): FakeApi {
  const baseUrl = (options.baseUrl ?? DEFAULT_FAKE_BASE_URL).replace(/\/$/, '');
  const validator = options.validator ?? createContractValidator();
  const state = options.state ?? createFakeState();
  const violations: ContractViolationError[] = [];

  async function answer(operation: ContractOperation, resolver: FakeResolver, request: Request): Promise<FakeResult | null> {
    const raw = await readBody(request);
    if (raw.malformed) return badRequest('Malformed JSON body').toResult();
    const parsed = validator.parseRequest({
      method: request.method,
      url: request.url,
      body: raw.value,
      contentType: request.headers.get('content-type'),
    });
    // msw matched a looser pattern than the contract: let the right handler take it.
    if (!parsed || parsed.operation.operationId !== operation.operationId) return null;
    const auth = resolveAuth(state, request.headers.get(AUTHORIZATION_HEADER));
    const requireUser = () => {
      if (auth.status === 'expired') throw unauthorized(TOKEN_EXPIRED_MESSAGE);
      if (!auth.user) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
      return auth.user;
    };
    const context: FakeContext = {
      state,
      request,
      operationId: operation.operationId as OperationId,
      body: parsed.body,
      query: parsed.query,
      params: parsed.pathParams,
      auth,
      cartToken: tokenFromHeader(request.headers.get(CART_AUTHORIZATION_HEADER)),
      locale: localeOf(request),
      requireUser,
      requireRegisteredUser() {
        const user = requireUser();
        if (user.user.is_guest) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
        return user;
      },
    };
    try {
      // As the reference API: an expired token fails every operation that looks at tokens.
      if (auth.status === 'expired' && !operation.isPublic) throw unauthorized(TOKEN_EXPIRED_MESSAGE);
      if (parsed.errors.length) {
        const shown = parsed.errors.slice(0, 3).map((e) => e.message).join('; ');
        throw badRequest(shown || 'Invalid request', parsed.errors);
      }
      const result = await resolver(context);
      return localizeResult(operation.operationId, context.locale, state.translations, result);
    } catch (error) {
      if (error instanceof FakeHttpError) return error.toResult();
      throw error;
    }
  }

  const handlers = [...validator.operations.byId.values()].sort(bySpecificity).map((operation) => {
    const resolver = resolvers[operation.operationId as OperationId];
    if (!resolver) throw new Error(`The fake API has no resolver for ${operation.operationId}`);
    const url = baseUrl + operation.path.replace(/\{([^}]+)\}/g, ':$1');
    return http[operation.method](url, async ({ request }) => {
      const result = await answer(operation, resolver, request);
      if (!result) return undefined;
      const status = result.status ?? operation.successStatus;
      const check = validator.checkResponse({ method: request.method, path: request.url, status, body: result.body });
      if (!check.valid) {
        const violation = new ContractViolationError(`the fake API answered ${check.subject}`, check.issues);
        violations.push(violation);
        throw violation;
      }
      return HttpResponse.json(result.body as Record<string, unknown>, { status, headers: { 'content-language': localeOf(request) } });
    });
  });

  const orderRecord = (orderId: number) => {
    const record = state.orders.find((o) => o.order.id === orderId);
    if (!record) throw new Error(`The fake API has no order ${orderId}`);
    return record;
  };

  return {
    baseUrl,
    handlers,
    state,
    validator,
    violations,
    reset() {
      Object.assign(state, createFakeState());
      violations.length = 0;
    },
    expireSession(token) {
      const session = state.sessions.get(token);
      if (!session) throw new Error('The fake API has no session with this token');
      session.expiresAt = new Date(now(state).getTime() - 1000);
    },
    advanceTime(ms) {
      state.clockOffsetMs += ms;
    },
    setOrderStatus(orderId, status) {
      const record = orderRecord(orderId);
      setStatus(state, record, status);
      return orderView(state, record);
    },
    settlePayment(transactionId, outcome) {
      const payment = state.payments.find((p) => p.transactionId === transactionId);
      if (!payment) throw new Error(`The fake API has no payment ${transactionId}`);
      payment.outcome = outcome;
    },
    sandboxSignature,
    outbox: (to) => state.outbox.filter((m) => m.to.toLowerCase() === to.toLowerCase()).reverse(),
    latestCode: (to) => state.outbox.filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.code).at(-1)?.code ?? null,
  };
}
