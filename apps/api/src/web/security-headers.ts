import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PaymentMode } from '../config';

/** The live card-popup provider (Razorpay Checkout): its script, and the frames it opens. */
const LIVE_CHECKOUT_SCRIPT_ORIGIN = 'https://checkout.razorpay.com';
const LIVE_CHECKOUT_FRAME_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
/** Product videos are YouTube embeds (libs/ui-kit video-player). */
const VIDEO_FRAME_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * Browser features the store never uses are off for it and every frame it embeds, so an injected script
 * or a hostile frame cannot ask for them. Payment Request stays for this origin (and, live, the card popup).
 */
export function permissionsPolicy(paymentMode: PaymentMode): string {
  const paymentOrigins = paymentMode === 'live' ? LIVE_CHECKOUT_FRAME_ORIGINS.map((origin) => ` "${origin}"`).join('') : '';
  return [
    'accelerometer=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=(self${paymentOrigins})`,
    'usb=()',
  ].join(', ');
}

/** One year, as HSTS preload lists expect. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy the storefront runs under (decisions.md, "Production start-up and
 * headers"). Scripts only from this origin (the built index.html has no inline script) plus, in live
 * mode, the card popup's checkout script; the sandbox simulates it on this origin. Styles allow
 * 'unsafe-inline': Emotion injects <style> elements and React's `style` props are attributes, which a
 * nonce cannot cover. Redirect providers are top-level navigations, which CSP does not restrict.
 */
export function contentSecurityPolicy(paymentMode: PaymentMode): Record<string, string[]> {
  const live = paymentMode === 'live';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(live ? [LIVE_CHECKOUT_SCRIPT_ORIGIN] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    frameSrc: ["'self'", ...VIDEO_FRAME_ORIGINS, ...(live ? LIVE_CHECKOUT_FRAME_ORIGINS : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
  };
}

/**
 * The headers helmet sets for `options`, computed once. @fastify/helmet built the whole helmet
 * middleware again on every request, many times the cost of prebuilt headers; our
 * policy is the same for every request, so its headers are too.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (API, storefront HTML, assets, sandbox pages), helmet's: CSP,
 * nosniff, X-Frame-Options DENY, Referrer-Policy; and a Permissions-Policy. HSTS only when this request came over TLS
 * (`request.protocol` honours X-Forwarded-Proto only when TRUST_PROXY is set): on plain HTTP a
 * browser ignores it anyway, and sending it from a development server would pin localhost to HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, paymentMode: PaymentMode): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(paymentMode) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Product images may be shown by other front ends on the same site (the SDK is reusable).
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: false,
  });
  headers['permissions-policy'] = permissionsPolicy(paymentMode);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
