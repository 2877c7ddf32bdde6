import { BOOT_DATA_ELEMENT_ID } from '@storefront/domain';
import { fetchWithBootData, readBootData } from './boot-data';

const ORIGIN = 'https://shop.example.in';

function pageWith(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: (id: string) => (id === BOOT_DATA_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

function networkFetch() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response('{"from":"network"}', { status: 200 }));
}

describe('boot data', () => {
  const settings = { data: { name: 'Kirana & Co.' } };
  const page = pageWith(JSON.stringify({ '/api/v1/store_settings': settings, '/config.json': { apiBase: {} } }));

  it('reads the answers by path, and nothing from a page without them or with broken JSON', () => {
    expect([...readBootData(page).keys()]).toEqual(['/api/v1/store_settings', '/config.json']);
    expect(readBootData(pageWith(null)).size).toBe(0);
    expect(readBootData(pageWith('{not json')).size).toBe(0);
    expect(readBootData(pageWith('[1,2]')).size).toBe(0);
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
