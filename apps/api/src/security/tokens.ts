import { sessionExpiry as domainSessionExpiry } from '@storefront/domain';
import { createHash, randomBytes, randomInt } from 'node:crypto';

export type SessionKind = 'registered' | 'guest';

/** An opaque token: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token (sessions, cart tokens) or a short code (OTP). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** When a session of this kind, started now, stops working (the domain's session lifetimes). */
export function sessionExpiry(kind: SessionKind, now: Date = new Date()): Date {
  return domainSessionExpiry(kind, now);
}

/** A numeric one-time code with leading zeros (`0427`). */
export function newNumericCode(digits = 4): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
