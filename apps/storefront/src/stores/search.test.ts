import { createTestStore } from '../test-utils/test-store';
import { installFakeApi } from '../test-utils/fake-api';

const { fake, server } = installFakeApi();

describe('search', () => {
  const searches: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/products/v1/search')) searches.push(url.searchParams.get('query') ?? '');
  };

  beforeEach(() => {
    searches.length = 0;
    server.events.on('request:start', onRequest);
    jest.useFakeTimers();
  });
  afterEach(() => {
    server.events.removeListener('request:start', onRequest);
    jest.useRealTimers();
  });

  it('is sent 1000 ms after typing stops, once, with the last text', async () => {
    const { root } = createTestStore(fake);

    root.search.setText('k');
    await jest.advanceTimersByTimeAsync(500);
    root.search.setText('ke');
    await jest.advanceTimersByTimeAsync(500);
    root.search.setText('kettle');
    await jest.advanceTimersByTimeAsync(999);
    expect(searches).toEqual([]);
    expect(root.search.loading).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();

    expect(searches).toEqual(['kettle']);
    expect(root.search.loading).toBe(false);
    expect(root.search.results.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Electric Kettle 1.5L', 'Stovetop Whistling Kettle']),
    );
  });

  it('is never sent for empty text, and empty text clears the results', async () => {
    const { root } = createTestStore(fake);
    root.search.setText('kettle');
    await jest.advanceTimersByTimeAsync(1000);
    await jest.runOnlyPendingTimersAsync();
    expect(root.search.results.length).toBeGreaterThan(0);

    root.search.setText('   ');
    await jest.advanceTimersByTimeAsync(2000);

    expect(searches).toEqual(['kettle']);
    expect(root.search.results).toEqual([]);
  });

  it('sets the loading flag when the request starts', async () => {
    const { root } = createTestStore(fake);
    const search = root.search.run('kettle');
    expect(root.search.loading).toBe(true);
    await search;
    expect(root.search.loading).toBe(false);
  });

  it('clear() drops the text, the results and a search still waiting', async () => {
    const { root } = createTestStore(fake);
    root.search.setText('kettle');
    root.search.clear();
    await jest.advanceTimersByTimeAsync(2000);

    expect(searches).toEqual([]);
    expect(root.search.text).toBe('');
    expect(root.search.results).toEqual([]);
  });
});
