import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { englishShellI18n, loadArea, type I18n, type MessageId } from '@storefront/i18n';

/** One of the `account` area's ids: in the instance once the area's messages are. */
const accountMarkerId: MessageId = 'account.auth.dialogLogin';

/** Instances whose `account` messages failed to load: their forms render anyway rather than wait forever. */
const failed = new WeakSet<I18n>();

/** True once the page's instance has the `account` messages (the server's and the tests' always do). */
export function hasAccountMessages(i18n: I18n): boolean {
  return Object.hasOwn(i18n.messages, accountMarkerId);
}

/**
 * Waits (the nearest Suspense shows its fallback) until the `account` messages are in the page's instance:
 * the auth forms also show on screens whose chunk does not bring them (the home page's sign-in prompt,
 * checkout's auth step).
 */
export function useAccountMessages(): void {
  const i18n = useContext(LinguiContext)?.i18n ?? englishShellI18n;
  if (hasAccountMessages(i18n) || failed.has(i18n)) return;
  throw loadArea(i18n, 'account').catch(() => {
    failed.add(i18n);
  });
}
