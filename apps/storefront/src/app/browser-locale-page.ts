import type { LocalePage } from '../stores';

/** The browser's page for the language store: its address, its cookies, a full load to the other language. */
export function browserLocalePage(): LocalePage {
  return {
    url: () => window.location.pathname + window.location.search,
    setCookie: (cookie) => {
      document.cookie = cookie;
    },
    assign: (url) => window.location.assign(url),
  };
}
