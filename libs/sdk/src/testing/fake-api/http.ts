import { LOGIN_REQUIRED_MESSAGE, pageMeta, pageOffset, toPaise, toRupees, type Locale } from '@storefront/domain';
import type { OperationId } from '../../generated/operations';
import type { FieldIssue } from '../contract/issues';
import type { FakeState, SessionRecord, UserRecord } from './state';

/** What a resolver answers: a status (the operation's success status when omitted) and a JSON body. */
export interface FakeResult {
  status?: number;
  body: unknown;
}

/** An error the fake answers on purpose, as the error envelope `{ meta: { message }, errors? }`. */
export class FakeHttpError extends Error {
  override readonly name = 'FakeHttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldIssue[],
  ) {
    super(message);
  }

  toResult(): FakeResult {
    const body: { meta: { message: string }; errors?: FieldIssue[] } = { meta: { message: this.message } };
    if (this.errors?.length) body.errors = this.errors;
    return { status: this.status, body };
  }
}

export const badRequest = (message: string, errors?: FieldIssue[]) => new FakeHttpError(400, message, errors);
export const unauthorized = (message = LOGIN_REQUIRED_MESSAGE) => new FakeHttpError(401, message);
export const notFound = (message = 'Not found') => new FakeHttpError(404, message);
export const conflict = (message: string) => new FakeHttpError(409, message);
export const unprocessable = (message: string) => new FakeHttpError(422, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') => new FakeHttpError(429, message);

/** `{ data, meta }` with the operation's success status, or the one given. */
export function ok(data: unknown, meta: Record<string, unknown> = {}, status?: number): FakeResult {
  return { status, body: { data, meta } };
}

/** Who is calling: resolved from the Authorization header (Bearer or raw token). */
export interface AuthInfo {
  status: 'none' | 'unknown' | 'expired' | 'valid';
  token: string | null;
  session: SessionRecord | null;
  user: UserRecord | null;
}

/** What a resolver gets. Bodies, queries and path values are already validated and coerced. */
export interface FakeContext {
  state: FakeState;
  request: Request;
  operationId: OperationId;
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  auth: AuthInfo;
  /** The raw CartAuthorization token, if sent. */
  cartToken: string | null;
  /** The language asked for (`?locale=`, else `Accept-Language`, else English), as the API reads it. */
  locale: Locale;
  /** The signed-in shopper (registered or guest), or a 401. */
  requireUser(): UserRecord;
  /** A registered (non-guest) shopper, or a 401. */
  requireRegisteredUser(): UserRecord;
}

export type FakeResolver = (context: FakeContext) => FakeResult | Promise<FakeResult>;

/** Resolvers of some operations (one file per area). */
export type FakeResolvers = Partial<Record<OperationId, FakeResolver>>;

/** Money on the wire: rupees with at most two decimals (rounded through paise, as the API stores it). */
export function money(value: number): number {
  return toRupees(toPaise(value));
}

/** One page of a list with the contract's pagination meta. */
export function paginate<T>(items: T[], page: number, perPage: number) {
  const start = pageOffset(page, perPage);
  return { data: items.slice(start, start + perPage), meta: pageMeta(page, perPage, items.length) };
}
