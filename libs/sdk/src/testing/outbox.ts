import type { OutboxMessage } from '../generated/models';

/**
 * Reads the development outbox (`GET /dev/outbox?to=`) of an API with a plain fetch: the SMS and emails
 * sent to a phone or email, newest first. Tests read OTP and PIN codes from it.
 */
export async function readOutbox(
  baseUrl: string,
  to: string,
  fetchImpl: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): Promise<OutboxMessage[]> {
  const url = `${baseUrl.replace(/\/$/, '')}/dev/outbox?to=${encodeURIComponent(to)}`;
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: is the outbox enabled (not production)?`);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
}

/**
 * The newest code sent to `to` whose message id is above `afterId` (the newest id before the code was
 * asked for); polls briefly, for servers that send asynchronously.
 */
export async function waitForCode(
  baseUrl: string,
  to: string,
  { afterId = 0, timeoutMs = 3000, fetchImpl }: { afterId?: number; timeoutMs?: number; fetchImpl?: typeof globalThis.fetch } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = (await readOutbox(baseUrl, to, fetchImpl)).find((m) => m.code && m.id > afterId);
    if (message?.code) return message.code;
    if (Date.now() > deadline) throw new Error(`No code reached ${to} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The id of the newest outbox message to `to` (0 when none): pass it as `afterId` to `waitForCode`. */
export async function latestOutboxId(baseUrl: string, to: string, fetchImpl?: typeof globalThis.fetch): Promise<number> {
  const messages = await readOutbox(baseUrl, to, fetchImpl);
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}
