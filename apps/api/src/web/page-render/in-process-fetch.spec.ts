import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import { inProcessFetch } from './in-process-fetch';

describe('inProcessFetch', () => {
  const origin = 'https://shop.example.in';
  const app = fastify();
  const seen: Record<string, string | undefined>[] = [];
  app.get('/api/v1/store_settings', async (request) => {
    seen.push({ authorization: request.headers.authorization, cookie: request.headers.cookie });
    return { data: { name: 'Kirana & Co.' } };
  });
  let configFile = '';

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'in-process-fetch-'));
    configFile = path.join(dir, 'config.json');
    await writeFile(configFile, '{"themeOverride":null}');
  });
  afterAll(() => app.close());

  it("answers the page's origin from the app in this process, with only the headers the render sent", async () => {
    const response = await inProcessFetch(app, origin, configFile)(`${origin}/api/v1/store_settings`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { name: 'Kirana & Co.' } });
    expect(seen.at(-1)).toEqual({ authorization: undefined, cookie: undefined });
  });

  it('serves /config.json from the build, and relative addresses against the origin', async () => {
    const response = await inProcessFetch(app, origin, configFile)('/config.json');
    expect(await response.json()).toEqual({ themeOverride: null });
  });

  it('never calls out to another origin', async () => {
    await expect(inProcessFetch(app, origin, configFile)('https://evil.example/api/v1/store_settings')).rejects.toThrow(
      "The server's render may not fetch https://evil.example",
    );
  });
});
