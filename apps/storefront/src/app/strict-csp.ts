import { config } from 'zod/v4/core';

/*
 * The store runs under a Content-Security-Policy without 'unsafe-eval' (apps/api/src/web/security-headers.ts).
 * zod probes `new Function` once to decide whether to compile faster parsers; the browser refuses the probe
 * and reports it as a `securitypolicyviolation`, even though zod catches the error. `jitless` skips the
 * probe (zod then interprets, which for a storefront's forms costs nothing a shopper notices).
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
