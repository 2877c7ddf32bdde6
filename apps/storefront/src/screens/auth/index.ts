import { lazy } from 'react';

/**
 * The auth forms as their own chunk (react-final-form, zod and the forms stay out of the home route's first
 * load): fetched the first time the sign-in prompt or checkout's auth step shows them. The chunk waits for
 * the `account` messages itself (see account-messages.ts).
 */
export const LazyAuthForms = lazy(() => import('./auth-forms'));

export type { AuthFormsProps } from './auth-forms';
export { authDialogTitle, useAuthDialogTitle } from './auth-titles';
