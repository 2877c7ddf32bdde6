import zlib from 'node:zlib';
import { renderedPage } from './rendered-page';

const html = `<!doctype html><html><body>${'<p>Rice, 5 kg, ₹349.00</p>'.repeat(2000)}</body></html>`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('renderedPage', () => {
  it('answers brotli quickly at first, and once the page is asked for again keeps a smaller copy for later answers', async () => {
    const page = renderedPage(200, html);
    const first = await page.body('br');
    const second = await page.body('br');
    await settle();
    const later = await page.body('br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(html);
    expect(second).toBe(first);
    expect(zlib.brotliDecompressSync(later).toString()).toBe(html);
    expect(later.length).toBeLessThanOrEqual(first.length);
  });

  it('sends the same HTML under the same validator in every encoding', async () => {
    const page = renderedPage(200, html);
    expect(zlib.gunzipSync(await page.body('gzip')).toString()).toBe(html);
    expect((await page.body('identity')).toString()).toBe(html);
    expect(page.etag).toMatch(/^W\/"/);
  });

  it('gives a changed page a new validator, and the same page the same one', () => {
    expect(renderedPage(200, html).etag).toBe(renderedPage(200, html).etag);
    expect(renderedPage(200, html.replace('₹349.00', '₹359.00')).etag).not.toBe(renderedPage(200, html).etag);
  });
});
