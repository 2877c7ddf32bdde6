/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { installFakeApi } from '../test-utils/fake-api';
import { serverFetch, TEST_ORIGIN } from '../test-utils/server-fetch';
import { renderPage } from './render-page';

// Emotion's server build, as the API process runs it: the rules of a render are known by name, so a
// closed panel's HTML can be written into another page with its styles.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));

installFakeApi();
const origin = TEST_ORIGIN;

const closedPanels = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll('[data-menu-panel]')].map((panel) => panel.innerHTML);

/** The server's fetch with every category named `from` renamed `to` (a catalogue edit). */
const renamingCategory =
  (from: string, to: string): typeof fetch =>
  async (input, init) => {
    const answer = await serverFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (!url.pathname.includes('/categories')) return answer;
    const text = (await answer.text()).replaceAll(`"name":"${from}"`, `"name":"${to}"`);
    return new Response(text, { status: answer.status, headers: answer.headers });
  };

describe('closed menus kept between server renders', () => {
  it.each(['/', '/products', '/faqs'])('%s: the page written with kept panels is the page rendered afresh, styles and all', async (url) => {
    await renderPage({ url, origin, fetch: serverFetch }); // loads the page's lazy chunks, which first come in later
    const afresh = await renderPage({ url, origin, fetch: serverFetch });
    const first = await renderPage({ url, origin, fetch: serverFetch, revision: `same-${url}` });
    const again = await renderPage({ url, origin, fetch: serverFetch, revision: `same-${url}` });
    expect(closedPanels(afresh.html).length).toBeGreaterThan(0);
    expect(closedPanels(afresh.html).join('')).toContain('role="menuitem"');
    for (const rendered of [first, again]) {
      expect(rendered.html).toBe(afresh.html);
      expect(rendered.styles).toBe(afresh.styles);
    }
  });

  it('a page of another kind reuses the panels of the first, with the styles they need', async () => {
    await renderPage({ url: '/faqs', origin, fetch: serverFetch, revision: 'across' });
    await renderPage({ url: '/contact-us', origin, fetch: serverFetch });
    const afresh = await renderPage({ url: '/contact-us', origin, fetch: serverFetch });
    const reused = await renderPage({ url: '/contact-us', origin, fetch: serverFetch, revision: 'across' });
    expect(reused.html).toBe(afresh.html);
    expect(reused.styles).toBe(afresh.styles);
  });

  it('keeps them for one catalogue revision: a new revision draws an edited category afresh', async () => {
    const first = await renderPage({ url: '/faqs', origin, fetch: serverFetch, revision: 'r1' });
    const label = new JSDOM(first.html).window.document.querySelector('[data-menu-panel] [role="group"]')?.getAttribute('aria-label');
    expect(label).toBeTruthy();
    const renamed = renamingCategory(label as string, 'Renamed Aisle');

    const sameRevision = await renderPage({ url: '/faqs', origin, fetch: renamed, revision: 'r1' });
    expect(closedPanels(sameRevision.html).join('')).not.toContain('Renamed Aisle');

    const nextRevision = await renderPage({ url: '/faqs', origin, fetch: renamed, revision: 'r2' });
    expect(closedPanels(nextRevision.html).join('')).toContain('Renamed Aisle');
    expect(nextRevision.html).toBe((await renderPage({ url: '/faqs', origin, fetch: renamed })).html);
  });

  it('keeps them per language: a Hindi page never gets English panels', async () => {
    await renderPage({ url: '/faqs', origin, fetch: serverFetch, revision: 'languages' });
    const afresh = await renderPage({ url: '/hi/faqs', origin, fetch: serverFetch });
    const hindi = await renderPage({ url: '/hi/faqs', origin, fetch: serverFetch, revision: 'languages' });
    expect(hindi.html).toBe(afresh.html);
  });
});
