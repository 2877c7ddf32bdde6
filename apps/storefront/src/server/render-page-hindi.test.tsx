import { setImmediate as nodeSetImmediate } from 'node:timers';
import { browserFirstRender } from '../test-utils/browser-first-render';
import { installFakeApi } from '../test-utils/fake-api';
import { serverFetch, TEST_ORIGIN } from '../test-utils/server-fetch';
import { renderPage } from './render-page';

// React's Node renderer, as in render-page.test.tsx.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

const origin = TEST_ORIGIN;
installFakeApi();

function shellOf(html: string) {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe('server rendering in each language', () => {
  it('renders the shell in Hindi at a /hi address, and the browser first draws the same', async () => {
    const rendered = await renderPage({ url: '/hi', origin, fetch: serverFetch });
    const page = shellOf(rendered.html);
    expect(page.querySelector('header button[aria-label="खोजें"]')).not.toBeNull();
    expect(page.querySelector('a[href="#main"]')?.textContent).toBe('मुख्य सामग्री पर जाएँ');
    expect(page.querySelector('footer')?.textContent).toContain('ऑर्डर ट्रैक करें');
    expect(rendered.html).not.toContain('aria-label="Search"');

    expect((await browserFirstRender('/hi', rendered.bootData)).html).toBe(rendered.html);
  });

  it('keeps English at every other address', async () => {
    const rendered = await renderPage({ url: '/', origin, fetch: serverFetch });
    const page = shellOf(rendered.html);
    expect(page.querySelector('header button[aria-label="Search"]')).not.toBeNull();
    expect(page.querySelector('footer')?.textContent).toContain('Track order');
    // Hindi only where the page marks it as Hindi: the language switch's "हिन्दी".
    const hindiParts = [...page.querySelectorAll('[lang="hi"]')].map((element) => element.textContent);
    expect(hindiParts).toEqual(['हिन्दी']);
    for (const element of page.querySelectorAll('[lang="hi"]')) element.remove();
    expect(page.innerHTML).not.toMatch(/[\u0900-\u097F]/);
  });
});
