/**
 * Boot data: the answers the storefront asks for first on a page, written into the page by the API's page
 * server (apps/api/src/web/page-head/boot-data.ts) and read by the storefront (apps/storefront/src/app/boot-data.ts),
 * one `<script type="application/json" data-boot-answer="/api/v1/...">` element per answer, holding the answer
 * as the API sent it. The browser parses each answer once, when the app asks for it, as it would parse the
 * network's answer: the page never holds one document of every answer to parse, copy and parse again.
 */
export const BOOT_ANSWER_ATTRIBUTE = 'data-boot-answer';

/** The answers' JSON texts by the path and query the app requests (`/config.json`, `/api/v1/...`). */
export type BootAnswers = Record<string, string>;
