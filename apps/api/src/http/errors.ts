/** One invalid field: `field` is a dotted path into the body, query or params (`items.0.quantity`). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error a handler throws on purpose; the error handler turns it into the envelope
 * `{ meta: { message }, errors? }` with its status. Anything else that escapes is a 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** 400: the input is malformed or invalid. */
export class BadRequestError extends AppError {
  override name = 'BadRequestError';
  constructor(message = 'Bad request', errors?: FieldError[]) {
    super(400, message, errors);
  }
}

/** 401: no token, an unknown one, or an expired one ("Token expired."). */
export class UnauthorizedError extends AppError {
  override name = 'UnauthorizedError';
  constructor(message = 'Please login to continue') {
    super(401, message);
  }
}

/** 404: unknown id, or a record that belongs to another shopper (never revealed as 403). */
export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: the request conflicts with existing data (a second review, an existing subscriber). */
export class ConflictError extends AppError {
  override name = 'ConflictError';
  constructor(message = 'Conflict', errors?: FieldError[]) {
    super(409, message, errors);
  }
}

/** 422: well-formed input that breaks a business rule (coupon minimum, stock). */
export class UnprocessableError extends AppError {
  override name = 'UnprocessableError';
  constructor(message: string, errors?: FieldError[]) {
    super(422, message, errors);
  }
}

/** 429: a rate limit was hit. */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  constructor(message = 'Too many requests, please try again later') {
    super(429, message);
  }
}

/** 415: a body of a content type the operation does not accept; the message names what it does accept. */
export class UnsupportedMediaTypeError extends AppError {
  override name = 'UnsupportedMediaTypeError';
  constructor(contentType: string, accepted: readonly string[]) {
    const remedy = accepted.length > 0 ? `send ${accepted.join(' or ')}` : 'this operation takes no request body';
    super(415, `Unsupported content type ${contentType}: ${remedy}`);
  }
}
