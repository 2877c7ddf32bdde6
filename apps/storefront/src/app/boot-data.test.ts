import { fetchWithBootData, readBootData } from './boot-data';

const ORIGIN = 'https://shop.example.in';

/** A page whose body holds `html`, as the server writes boot data at its end. */
function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

const answer = (path: string, json: string) => `<script type="application/json" data-boot-answer="${path}">${json}</script>`;

function networkFetch() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response('{"from":"network"}', { status: 200 }));
}

describe('boot data', () => {
  const settings = { data: { name: 'Kirana & Co. \u003cb\u003e' } };
  const page = pageWith(answer('/api/v1/store_settings', JSON.stringify(settings).replace(/</g, '\\u003c')) + answer('/config.json', '{"apiBase":{}}'));

  it("reads each answer's text by path, and nothing from a page without them or from other elements", () => {
    expect([...readBootData(page).keys()]).toEqual(['/api/v1/store_settings', '/config.json']);
    expect(readBootData(page).get('/config.json')).toBe('{"apiBase":{}}');
    expect(readBootData(pageWith('<p>no data</p>')).size).toBe(0);
    expect(readBootData(pageWith('<script type="application/ld+json">{}</script><div data-boot-answer="/x">{}</div>')).size).toBe(0);
    expect(readBootData(pageWith(answer('/empty', '') + answer('not-a-path', '{}'))).size).toBe(0);
  });

  it('answers the first GET of a path from the page, and the next one from the network', async () => {
    const network = networkFetch();
    const fetchFirst = fetchWithBootData(readBootData(page), ORIGIN, network);

    const first = await fetchFirst(new Request(`${ORIGIN}/api/v1/store_settings`));
    expect(await first.json()).toEqual(settings);
    expect(network).not.toHaveBeenCalled();

    const again = await fetchFirst(new Request(`${ORIGIN}/api/v1/store_settings`));
    expect(await again.json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answers a relative URL (the config) too', async () => {
    const network = networkFetch();
    const fetchFirst = fetchWithBootData(readBootData(page), ORIGIN, network);
    expect(await (await fetchFirst('/config.json', { cache: 'no-cache' })).json()).toEqual({ apiBase: {} });
    expect(network).not.toHaveBeenCalled();
  });

  it('sends writes, other paths and other origins to the network untouched', async () => {
    const network = networkFetch();
    const fetchFirst = fetchWithBootData(readBootData(page), ORIGIN, network);
    const post = new Request(`${ORIGIN}/api/v1/store_settings`, { method: 'POST', body: '{}' });
    await fetchFirst(post);
    await fetchFirst(new Request(`${ORIGIN}/api/v1/store_settings?x=1`));
    await fetchFirst(new Request('https://api.elsewhere.in/api/v1/store_settings'));
    expect(network).toHaveBeenCalledTimes(3);
    expect(network.mock.calls[0][0]).toBe(post);
    // The page's answer is still there for the app's own first GET.
    expect(await (await fetchFirst(new Request(`${ORIGIN}/api/v1/store_settings`))).json()).toEqual(settings);
    expect(network).toHaveBeenCalledTimes(3);
  });
});
