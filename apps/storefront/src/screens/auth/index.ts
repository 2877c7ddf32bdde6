import { lazy } from 'react';

/**
 * The auth forms as their own chunk (react-final-form, zod and the forms stay out of the home route's first
 * load): fetched the first time the sign-in prompt or checkout's auth step shows them.
 */
export const LazyAuthForms = lazy(() => import('./auth-forms'));

export type { AuthFormsProps } from './auth-forms';
export { AUTH_DIALOG_TITLES } from './auth-titles';
