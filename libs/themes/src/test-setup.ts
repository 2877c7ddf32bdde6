import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom does not implement scrolling or matchMedia; the components only need them to exist.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// findBy*/waitFor give up after 1 s by default; lazy chunks (the subscribe form) on two busy CI cores can
// take longer. A wait past 5 s is still a failure.
configure({ asyncUtilTimeout: 5000 });
