#!/usr/bin/env node
/**
 * The photo catalogue's pictures, on the production build with the demo store's photos:
 *
 *   npx nx run-many -t build -p storefront,api
 *   node tools/bench/pictures.mjs [--photos 24] [--concurrency 8]
 *
 * 1. Derivative generation: a fresh media folder (every derivative cold), then every fixed width of
 *    `--photos` product photos in AVIF, WebP and JPEG requested `--concurrency` at a time, as a burst of
 *    first visits would. Prints pictures made per second on this machine's cores and the API process's
 *    peak RSS (VmHWM) before and after the burst.
 * 2. Bytes a phone downloads (390 x 844 at device pixel ratios 2 and 3, Chromium, warm derivatives): the
 *    pictures of the home page's first screen (every <img> that intersects the viewport, by its currentSrc),
 *    and the product page's LCP picture (its element from the largest-contentful-paint entry), with format.
 *    Goals: home first screen <= 150 KB, product LCP picture <= 60 KB as AVIF or WebP.
 * Prints numbers and os.loadavg(); asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchApiEnv, freshDatabase, loadavg, repoRoot, startChild, stopChild } from './support/built-api.mjs';
import { freePort } from './support/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const PHOTOS = option('photos', 24);
const CONCURRENCY = option('concurrency', 8);
const ACCEPT = { avif: 'image/avif,image/webp,*/*', webp: 'image/webp,*/*', jpeg: '*/*' };
const launch = JSON.parse(readFileSync(join(repoRoot, 'tools/chromium-launch.json'), 'utf8'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const peakRss = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function derivativeBurst(baseUrl, pid) {
  const { data } = await (await fetch(`${baseUrl}/api/v1/products/filter?per_page=${PHOTOS}`)).json();
  const pictures = data.map((product) => product.image.picture).filter(Boolean);
  const jobs = pictures.flatMap((picture) =>
    picture.widths.flatMap((width) => Object.entries(ACCEPT).map(([format, accept]) => ({ url: `${baseUrl}${picture.src}/${width}`, accept, format }))),
  );
  const rssBefore = peakRss(pid);
  const bytes = { avif: 0, webp: 0, jpeg: 0 };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const response = await fetch(job.url, { headers: { accept: job.accept } });
        if (!response.ok) throw new Error(`${job.url}: ${response.status}`);
        bytes[job.format] += (await response.arrayBuffer()).byteLength;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `derivatives: ${jobs.length} made from ${pictures.length} originals in ${seconds.toFixed(1)} s = ${(jobs.length / seconds).toFixed(1)} pictures/s ` +
      `on ${os.availableParallelism()} cores (concurrency ${CONCURRENCY}); API peak RSS ${rssBefore.toFixed(0)} MB before, ${peakRss(pid).toFixed(0)} MB after`,
  );
  console.log(`  mean size per picture: AVIF ${kb(bytes.avif / (jobs.length / 3))}, WebP ${kb(bytes.webp / (jobs.length / 3))}, JPEG ${kb(bytes.jpeg / (jobs.length / 3))}`);
  console.log(`  load average ${loadavg()}`);
}

/** Bytes and format of each picture the page shows in its first screen (or of its LCP element). */
async function measurePage(browser, baseUrl, path, dpr, which) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/media/')) return;
    const body = await response.body().catch(() => null);
    sizes.set(response.url(), { bytes: body?.length ?? 0, type: response.headers()['content-type'] });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const shown = await page.evaluate(async (which) => {
    if (which === 'lcp') {
      const entries = await new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const element = entries[entries.length - 1]?.element;
      return element instanceof HTMLImageElement ? [element.currentSrc] : [];
    }
    return Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return img.currentSrc && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
      })
      .map((img) => img.currentSrc);
  }, which);
  await context.close();
  const photos = [...new Set(shown)].filter((url) => sizes.has(url)).map((url) => ({ url, ...sizes.get(url) }));
  return { total: photos.reduce((sum, photo) => sum + photo.bytes, 0), photos };
}

async function productPath(baseUrl) {
  const { data } = await (await fetch(`${baseUrl}/api/v1/products/filter?per_page=1`)).json();
  return `/products/${data[0].slug}/${data[0].id}`;
}

const children = [];
const database = await freshDatabase(null);
const mediaDir = mkdtempSync(join(os.tmpdir(), 'pictures-bench-media-'));
try {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`load average ${loadavg()}; starting the API with a fresh media folder (the demo photos are drawn once into data/demo-photos)`);
  const api = await startChild(children, 'api', ['apps/api/dist/main.js'], { ...benchApiEnv(port, database.url), MEDIA_DIR: mediaDir }, 'Storefront and API on');
  await derivativeBurst(baseUrl, api.pid);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath, args: launch.args });
  const product = await productPath(baseUrl);
  for (const dpr of [2, 3]) {
    // Once to make the derivatives this page asks for, then measured.
    await measurePage(browser, baseUrl, '/', dpr, 'first-screen');
    await measurePage(browser, baseUrl, product, dpr, 'lcp');
    const home = await measurePage(browser, baseUrl, '/', dpr, 'first-screen');
    const lcp = await measurePage(browser, baseUrl, product, dpr, 'lcp');
    const describe = (photos) => photos.map((photo) => `${new URL(photo.url).pathname.split('/').pop()}px ${photo.type} ${kb(photo.bytes)}`).join(', ');
    console.log(`390 px at ${dpr}x: home first screen ${kb(home.total)} in ${home.photos.length} pictures (goal <= 150 KB): ${describe(home.photos)}`);
    console.log(`390 px at ${dpr}x: product LCP picture ${lcp.photos.length ? kb(lcp.total) : 'not a photo'} (goal <= 60 KB): ${describe(lcp.photos)}`);
  }
  await browser.close();
  console.log(`load average ${loadavg()}`);
} finally {
  for (const child of children) await stopChild(child);
  await database.drop();
  rmSync(mediaDir, { recursive: true, force: true });
}
