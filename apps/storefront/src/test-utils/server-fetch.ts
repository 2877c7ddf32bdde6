/** The origin the server-render tests render pages for. */
export const TEST_ORIGIN = 'http://localhost';

/**
 * What the API process answers a server render: `/config.json` as the build serves it (no runtime
 * settings), every other request through the global fetch (the fake API that `installFakeApi` sets up).
 */
export const serverFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), TEST_ORIGIN);
  if (url.pathname === '/config.json') return Promise.resolve(Response.json({}));
  return fetch(input, init);
};
