/** Contact-form messages one email may send in the window; more answer 429 (the API and the fake). */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
