import { setImmediate as nodeSetImmediate } from 'node:timers';
import { productPath } from '@storefront/domain';
import { classicTee, fixtures } from '@storefront/sdk/testing';
import { browserFirstRender } from '../test-utils/browser-first-render';
import { installFakeApi } from '../test-utils/fake-api';
import { serverFetch, TEST_ORIGIN } from '../test-utils/server-fetch';
import { renderPage } from './render-page';

// React's Node renderer, as in render-page.test.tsx.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

const origin = TEST_ORIGIN;
installFakeApi();

/** Every text of the demo catalogue (names, brands, categories, options, reviews, banners...): the merchant's words. */
function catalogueTexts(): string[] {
  const texts = new Set<string>();
  const visit = (value: unknown, seen: Set<unknown>) => {
    if (typeof value === 'string') {
      texts.add(value);
      // HTML descriptions and answers are read as their text.
      for (const part of value.split(/<[^>]*>/)) texts.add(part.trim());
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) {
      texts.add(key);
      visit(inner, seen);
    }
  };
  visit(fixtures, new Set());
  return [...texts].filter((text) => /[A-Za-z]/.test(text)).sort((a, b) => b.length - a.length);
}

/**
 * Texts of the stores and the domain that the screens show through `translateMessage` (the messages area
 * translates them), not the screens' own.
 */
const TRANSLATED_ELSEWHERE = ['Category', 'Brand'];

/** What a shopper reads or hears in the page's <main>: its text and its labels. */
function shopperTexts(main: Element): string[] {
  const texts: string[] = [];
  const walker = main.ownerDocument.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of Array.from(main.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin words left once the merchant's words (whole words only) are taken out. */
function latinWords(main: Element): string[] {
  const names = [...catalogueTexts(), ...TRANSLATED_ELSEWHERE].map(escaped).join('|');
  const merchant = new RegExp(`(?<![A-Za-z])(${names})(?![A-Za-z])`, 'g');
  const words = new Set<string>();
  for (const text of shopperTexts(main)) {
    for (const word of text.replace(merchant, ' ').match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
  }
  return [...words];
}

async function mainOf(url: string): Promise<Element> {
  const rendered = await renderPage({ url, origin, fetch: serverFetch });
  const page = document.createElement('div');
  page.innerHTML = rendered.html;
  const main = page.querySelector('main');
  if (!main) throw new Error(`no <main> in ${url}`);
  return main;
}

describe('the browse screens in Hindi', () => {
  it('draws home in Hindi: section titles, View all, the cards\' buttons and labels', async () => {
    const main = await mainOf('/hi');
    const headings = Array.from(main.querySelectorAll('h2')).map((h) => h.textContent);
    expect(headings).toContain('नए उत्पाद');
    expect(main.textContent).toContain('सभी देखें');
    expect(main.textContent).toContain('कार्ट में जोड़ें');
    expect(main.querySelector('button[aria-label$="को विशलिस्ट में जोड़ें"]')).not.toBeNull();
    expect(latinWords(main)).toEqual([]);
  });

  it('draws the product list in Hindi: heading, count, sort and filters', async () => {
    const main = await mainOf('/hi/products');
    expect(main.querySelector('h1')?.textContent).toBe('सभी उत्पाद');
    expect(main.querySelector('[role="status"]')?.textContent).toMatch(/^\d+ उत्पाद$|^\d+ उत्पादों में से \d+ दिखाए जा रहे हैं$/);
    const sort = main.querySelector('select');
    expect(main.querySelector(`label[for="${sort?.id}"]`)?.textContent).toBe('क्रमबद्ध करें');
    expect(Array.from(sort?.options ?? []).map((option) => option.textContent)).toEqual([
      'सबसे नए',
      'सबसे लोकप्रिय',
      'कीमत: कम से ज़्यादा',
      'कीमत: ज़्यादा से कम',
    ]);
    expect(main.textContent).toContain('सिर्फ़ स्टॉक में मौजूद');
    expect(main.textContent).toContain('कीमत लागू करें');
    expect(latinWords(main)).toEqual([]);
  });

  it('counts one product in the singular', async () => {
    const one = await mainOf('/hi/products?query=Classic%20Cotton%20Tee');
    expect(one.querySelector('[role="status"]')?.textContent).toBe('1 उत्पाद');
    expect(one.querySelector('h1')?.textContent).toBe('“Classic Cotton Tee” के लिए खोज के नतीजे');
  });

  it('draws a product page in Hindi: stock, quantity, add to cart, wishlist, description and reviews', async () => {
    const main = await mainOf(`/hi${productPath(classicTee)}`);
    // The fake's merchant gave this product a Hindi name (libs/sdk/src/testing/fixtures/translations.ts).
    expect(classicTee.name).toBe('Classic Cotton Tee');
    expect(main.querySelector('h1')?.textContent).toBe('क्लासिक कॉटन टी-शर्ट');
    const buttons = Array.from(main.querySelectorAll('button')).map((button) => button.textContent);
    expect(buttons).toContain('कार्ट में जोड़ें');
    expect(buttons).toContain('विशलिस्ट में जोड़ें');
    expect(main.textContent).toContain('स्टॉक में है');
    expect(main.textContent).toContain('मात्रा');
    expect(main.querySelector('#description-title')?.textContent).toBe('विवरण');
    expect(main.querySelector('#reviews-title')?.textContent).toBe('समीक्षाएँ');
    expect(main.textContent).toContain('2 समीक्षाएँ');
    expect(main.textContent).toMatch(/5 में से \d\.\d · 2 समीक्षाएँ/);
    expect(main.querySelector('nav[aria-label="आप यहाँ हैं"]')?.textContent).toContain('होम');
    expect(main.querySelector('time')?.textContent).toMatch(/^\d{1,2} [\u0900-\u097F]+॰? 2025$/);
    expect(latinWords(main)).toEqual([]);
  });

  it('draws the content pages in Hindi: FAQs, contact us, track order', async () => {
    const faqs = await mainOf('/hi/faqs');
    expect(faqs.querySelector('h1')?.textContent).toBe('अक्सर पूछे जाने वाले सवाल');
    expect(latinWords(faqs)).toEqual([]);

    const contact = await mainOf('/hi/contact-us');
    expect(contact.querySelector('h1')?.textContent).toBe('संपर्क करें');
    expect(contact.textContent).toContain('हमें संदेश भेजें');
    expect(contact.querySelector('button[type="submit"]')?.textContent).toBe('संदेश भेजें');
    expect(latinWords(contact)).toEqual([]);

    const track = await mainOf('/hi/track-order');
    expect(track.querySelector('h1')?.textContent).toBe('ऑर्डर ट्रैक करें');
    expect(track.textContent).toContain('उदाहरण: INV-2026-000123');
    // The sample order ID is an order ID as written, not a word.
    expect(latinWords(track)).toEqual(['INV']);
  });

  it('keeps the English screens as they were', async () => {
    const main = await mainOf(productPath(classicTee));
    const buttons = Array.from(main.querySelectorAll('button')).map((button) => button.textContent);
    expect(buttons).toContain('Add to cart');
    expect(main.textContent).toMatch(/\d\.\d out of 5 · 2 reviews/);
    expect(main.innerHTML).not.toMatch(/[\u0900-\u097F]/);
    // The check of the Hindi pages finds the English texts here.
    expect(latinWords(main)).toEqual(expect.arrayContaining(['Add', 'cart', 'Reviews', 'Quantity']));
  });

  it('hydrates a Hindi product page and list with the same Hindi texts the server wrote', async () => {
    for (const url of [`/hi${productPath(classicTee)}`, '/hi/products']) {
      const rendered = await renderPage({ url, origin, fetch: serverFetch });
      expect((await browserFirstRender(url, rendered.bootData)).html).toBe(rendered.html);
    }
  });
});
