import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema';
import { hashToken } from '../security/tokens';
import {
  AUTHORIZATION_HEADER,
  CART_AUTHORIZATION_HEADER,
  LOGIN_REQUIRED_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  tokenFromHeader,
} from '@storefront/domain';
import { UnauthorizedError } from './errors';

/** none: no Authorization header; unknown: a token we do not know (or revoked); expired; valid. */
export type AuthState = 'none' | 'unknown' | 'expired' | 'valid';

/** Who is calling, resolved once per request from the headers (handlers read `request.ctx`). */
export interface RequestContext {
  user: Row<'users'> | null;
  session: Row<'sessions'> | null;
  /** The raw auth token (for logout), when one was sent. */
  authToken: string | null;
  /** The raw `CartAuthorization` token; the cart area hashes it to find the cart. */
  cartToken: string | null;
  authState: AuthState;
}

export const ANONYMOUS: RequestContext = Object.freeze({
  user: null,
  session: null,
  authToken: null,
  cartToken: null,
  authState: 'none',
});

/** `Bearer <token>` or the raw token (the domain's header rule); a repeated header counts once. */
export function tokenFromAuthorization(raw: string | string[] | undefined): string | null {
  return tokenFromHeader(Array.isArray(raw) ? raw[0] : raw);
}

/** Looks the session up by the SHA-256 of the token. */
export async function resolveRequestContext(
  db: Kysely<Database>,
  headers: FastifyRequest['headers'],
  now: Date = new Date(),
): Promise<RequestContext> {
  // Node lower-cases header names.
  const authToken = tokenFromAuthorization(headers[AUTHORIZATION_HEADER.toLowerCase()]);
  const cartToken = tokenFromAuthorization(headers[CART_AUTHORIZATION_HEADER.toLowerCase()]);
  if (!authToken) return { ...ANONYMOUS, cartToken };

  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(authToken))
    .executeTakeFirst();
  if (!session) return { ...ANONYMOUS, authToken, cartToken, authState: 'unknown' };
  if (session.expires_at <= now.toISOString()) {
    return { ...ANONYMOUS, authToken, cartToken, authState: 'expired' };
  }
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
  if (!user) return { ...ANONYMOUS, authToken, cartToken, authState: 'unknown' };
  return { user, session, authToken, cartToken, authState: 'valid' };
}

/**
 * Installs `request.ctx` on every request (anonymous, without a lookup, on routes that ignore the
 * caller: `RouteOptions.ignoresCaller`). On a contract route that is not public (`security: []`),
 * an expired token answers 401 "Token expired." before validation, so the client drops it; public
 * routes treat any bad token as anonymous.
 */
export function installRequestContext(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!config?.operationId || config.ignoresCaller) {
      request.ctx = ANONYMOUS;
      return;
    }
    const ctx = await resolveRequestContext(db, request.headers);
    if (ctx.authState === 'expired' && !config.isPublic) throw new UnauthorizedError(TOKEN_EXPIRED_MESSAGE);
    request.ctx = ctx;
  });
}

/** The signed-in shopper (registered or guest), or 401 "Please login to continue". */
export function requireUser(ctx: RequestContext): Row<'users'> {
  if (ctx.authState === 'expired') throw new UnauthorizedError(TOKEN_EXPIRED_MESSAGE);
  if (!ctx.user) throw new UnauthorizedError(LOGIN_REQUIRED_MESSAGE);
  return ctx.user;
}

/** A registered (non-guest) shopper, or 401. */
export function requireRegisteredUser(ctx: RequestContext): Row<'users'> {
  const user = requireUser(ctx);
  if (user.is_guest) throw new UnauthorizedError(LOGIN_REQUIRED_MESSAGE);
  return user;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; see `http/request-context.ts`. */
    ctx: RequestContext;
  }
}
