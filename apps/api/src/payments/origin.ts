import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** The origin this request reached (`https://shop.example`), honouring X-Forwarded-* (trustProxy). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The origin shoppers use: PUBLIC_URL when configured, else the one this request came in on. */
export function publicOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.publicUrl ?? requestOrigin(request);
}
