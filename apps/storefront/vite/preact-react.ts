/**
 * `react` in the production build (vite.config.ts aliases it here): Preact's compatibility layer, with
 * its own `useId` replaced. Preact derives ids from a component's place in the tree, and components in
 * different portals or Suspense boundaries can get the same one, which tied a label to another field's
 * input (the sign-in dialog's fields lost their names). The store never renders on a server, so an id from
 * a counter, fixed for the component's life, is unique and enough.
 */
import { useState } from 'preact/compat';

// @ts-expect-error preact/compat's types are written as `export =`; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

let lastId = 0;

export function useId(): string {
  const [id] = useState(() => `id-${(lastId += 1).toString(36)}`);
  return id;
}
