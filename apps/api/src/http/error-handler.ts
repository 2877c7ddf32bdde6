import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldError, UnsupportedMediaTypeError } from './errors';
import { drainRefusedBody } from './refused-body';
import type { ErrorBody } from './reply';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/items/0/quantity` -> `items.0.quantity`; a missing or extra property names itself. */
function fieldOf(issue: AjvIssue): string {
  const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const child = (issue.params.missingProperty ?? issue.params.additionalProperty) as string | undefined;
  if (child) return base ? `${base}.${child}` : child;
  return base;
}

function messageOf(issue: AjvIssue, field: string, part: string): string {
  const subject = field || part;
  switch (issue.keyword) {
    case 'required':
      return `${subject} is required`;
    case 'additionalProperties':
      return `${subject} is not allowed`;
    case 'enum':
      return `${subject} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `${subject} must be ${String(issue.params.type).replace(',', ' or ')}`;
    default:
      return `${subject} ${issue.message ?? 'is invalid'}`;
  }
}

/** Turns ajv issues from a contract check into field errors with readable messages. */
export function fieldErrorsOf(issues: AjvIssue[], part: string): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    // `anyOf`/`oneOf` repeat what their branches said; the branches are clearer.
    if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf' || issue.keyword === 'if') continue;
    const field = fieldOf(issue);
    const message = messageOf(issue, field, part);
    if (seen.has(message)) continue;
    seen.add(message);
    errors.push({ field: field || part, message });
  }
  return errors;
}

function summary(errors: FieldError[]): string {
  if (errors.length === 0) return 'Invalid request';
  const shown = errors.slice(0, 3).map((e) => e.message);
  return errors.length > 3 ? `${shown.join('; ')} (and ${errors.length - 3} more)` : shown.join('; ');
}

const CONTENT_TYPE_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length header' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Uploaded file is too large' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many form parts' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many form fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'Malformed multipart body' },
};

/** Unique / foreign-key violations that slipped past a handler's own checks: still the client's fault. */
function constraintError(error: { code?: string; message?: string }): { status: number; message: string } | null {
  const code = error.code ?? '';
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return { status: 409, message: 'This record already exists' };
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return { status: 422, message: 'A referenced record does not exist' };
  }
  // A value the column type cannot hold at all (Infinity for an integer, SQLite's datatype mismatch).
  if (code === '22P02' || code === 'SQLITE_MISMATCH') return { status: 400, message: 'A value in the request is invalid' };
  // NUL in text is refused at validation; this catches it on routes outside the contract (the sandbox).
  if (code === '22021') return { status: 400, message: 'Text must not contain NUL characters' };
  return null;
}

function send(reply: FastifyReply, status: number, message: string, errors?: FieldError[]) {
  const body: ErrorBody = { meta: { message } };
  if (errors && errors.length > 0) body.errors = errors;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place errors become responses. Bad input of any kind is a 4xx envelope; only a real fault is a
 * 500 (logged, with a generic message).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error.statusCode, error.message, error.errors);

  if (error.validation) {
    const part = error.validationContext ?? 'body';
    const errors = fieldErrorsOf(error.validation as AjvIssue[], part);
    return send(reply, 400, summary(errors), errors);
  }

  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase() ?? 'unknown';
    const unsupported = new UnsupportedMediaTypeError(type, request.routeOptions.config.bodyTypes ?? []);
    return send(reply, unsupported.statusCode, unsupported.message);
  }

  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
  const known = (error.code && CONTENT_TYPE_ERRORS[error.code]) || constraintError(error);
  if (known) return send(reply, known.status, known.message);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(reply, status, error.message || 'Bad request');

  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'Something went wrong, please try again');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
