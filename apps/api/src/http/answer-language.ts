import { TOKEN_EXPIRED_MESSAGE } from '@storefront/domain';
import { messageIn } from '@storefront/i18n/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Envelope {
  meta?: { message?: unknown };
  errors?: unknown;
}

/**
 * Messages clients recognise by their exact text ("Token expired." makes the SDK drop the token): answered
 * in English always; the storefront translates it where it shows it.
 */
const SIGNALS: ReadonlySet<string> = new Set([TOKEN_EXPIRED_MESSAGE]);

function isEnvelope(payload: unknown): payload is Envelope {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) && ('meta' in payload || 'errors' in payload);
}

/**
 * The shopper-facing parts of an answer (`meta.message`, each field error's `message`) in the request's
 * language. Handlers and the error handler write the domain's English texts; this is the one place that
 * translates them, for success and error envelopes alike. English answers are left untouched.
 */
export function inRequestLanguage(request: FastifyRequest, payload: unknown): unknown {
  if (!isEnvelope(payload)) return payload;
  const message = payload.meta?.message;
  const errors = Array.isArray(payload.errors) ? (payload.errors as unknown[]) : null;
  if (typeof message !== 'string' && !errors) return payload;
  const locale = request.locale;
  if (locale === 'en-IN') return payload;
  const translated: Envelope = { ...payload };
  if (typeof message === 'string' && !SIGNALS.has(message)) translated.meta = { ...payload.meta, message: messageIn(locale, message) };
  if (errors) {
    translated.errors = errors.map((error) =>
      error && typeof (error as { message?: unknown }).message === 'string'
        ? { ...error, message: messageIn(locale, (error as { message: string }).message) }
        : error,
    );
  }
  return translated;
}

export function installAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => inRequestLanguage(request, payload));
}
