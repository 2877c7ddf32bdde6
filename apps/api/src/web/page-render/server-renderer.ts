import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootAnswers } from '@storefront/domain';
import type { PreloadImage } from '../page-head/page-head';

/** What the storefront's server bundle exports (apps/storefront/src/server/render-page.tsx). */
export interface RenderedApp {
  html: string;
  /** The styles `html` uses, as `<style>` elements for `<head>`. */
  styles: string;
  /** The answers the render used, as text by path and query (the page's boot data). */
  bootData: BootAnswers;
  rootStyle: string;
  theme: string;
  /** The page's LCP pictures, as its markup asks for them (srcset and sizes). */
  priorityImages: PreloadImage[];
}

export interface RenderPageInput {
  url: string;
  origin: string;
  fetch: typeof globalThis.fetch;
  signal?: AbortSignal;
  /** The catalogue's revision: the renderer may keep parts of pages rendered under the same one. */
  revision?: string;
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedApp>;

/** The server bundle's file, built next to the storefront's browser build (`vite build --ssr`). */
export function serverBundleFile(storefrontDist: string): string {
  return path.join(path.dirname(storefrontDist), 'dist-server', 'render-page.mjs');
}

/**
 * The storefront's own renderer, from its server bundle; null when the storefront was built without it
 * (the pages are then served as the app shell with their head, rendered in the browser).
 */
export async function loadServerRenderer(storefrontDist: string): Promise<RenderPage | null> {
  const file = serverBundleFile(storefrontDist);
  if (!existsSync(file)) return null;
  const module = (await import(/* webpackIgnore: true */ pathToFileURL(file).href)) as { renderPage?: RenderPage };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} does not export renderPage`);
  return module.renderPage;
}
