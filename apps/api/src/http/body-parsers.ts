import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

export const TOO_DEEP_MESSAGE = `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`;

/**
 * JSON with three adjustments: nesting deeper than MAX_JSON_DEPTH is refused (400) before the text is
 * parsed, so no later walk of a body (validation, the NUL check) meets a deep one; an empty body with a
 * JSON content type (some clients send one on DELETE) counts as no body; text/plain is refused (415)
 * instead of reaching handlers as a string.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new BadRequestError(TOO_DEEP_MESSAGE), undefined);
    return parseJson(request, text, done);
  });
}
