import { expect, test } from '@playwright/test';
import {
  apiGet,
  banners,
  categoryTree,
  childrenOf,
  cmsPages,
  collections,
  escapeRegExp,
  expectFooterLinks,
  expectHomeLoaded,
  headerCategories,
  MOBILE,
  openStore,
  productCards,
  renderWholeHome,
  siteFooter,
  siteHeader,
  storeSettings,
} from './support/store';

/** Home (docs/product.md §2): the sticky header, banners in a carousel, the product sections and the footer. */
test.describe('home', () => {
  test('the header has the logo, Home, the first five header categories, More, the header pages and the icons, and sticks with its scrolled look after 10 px', async ({
    page,
    request,
  }) => {
    const [settings, tree, pages] = await Promise.all([storeSettings(request), categoryTree(request), cmsPages(request)]);
    await openStore(page, '/');

    const header = siteHeader(page);
    await expect(header.getByRole('link', { name: `${settings.name} home` })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    const shown = headerCategories(tree, 5);
    expect(shown).toHaveLength(5);
    for (const category of shown) {
      const withMenu = childrenOf(category).some((child) => child.show_on_header);
      await expect(nav.getByRole(withMenu ? 'button' : 'link', { name: category.name, exact: true })).toBeVisible();
    }
    if (tree.filter((c) => c.show_on_header).length > 5) {
      await expect(nav.getByRole('button', { name: 'More', exact: true })).toBeVisible();
    }
    for (const cms of pages.filter((p) => p.show_on_header)) {
      await expect(nav.getByRole('link', { name: cms.title, exact: true })).toHaveAttribute(
        'href',
        `/get-to-know-us/${cms.slug}`,
      );
    }
    await expect(header.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search for products',
    );
    for (const icon of ['Wishlist', 'Account', 'Cart']) {
      await expect(header.getByRole('button', { name: icon, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(settings.name)));

    // Sticky, with the scrolled look once the page has moved more than 10 px (docs/product.md §9).
    await expectHomeLoaded(page);
    // Scrolls, then lets two frames pass so the page has seen the scroll events.
    const scrollTo = (y: number) =>
      page.evaluate(async (top) => {
        window.scrollTo(0, top);
        for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      }, y);

    await expect(header).not.toHaveAttribute('data-scrolled');
    await scrollTo(10);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await scrollTo(11);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(3000);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(0);
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('shows every banner in the rotating carousel, four at a time on a desktop and one on a phone', async ({
    page,
    request,
  }) => {
    const offers = (await banners(request)).sort((a, b) => a.position - b.position);
    expect(offers.length).toBeGreaterThan(4);
    await openStore(page, '/');
    await expectHomeLoaded(page);

    const carousel = page.getByRole('region', { name: 'Offers' });
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(offers.length);
    for (const [index, banner] of offers.entries()) {
      const slide = carousel.getByRole('group', { name: `${index + 1} of ${offers.length}`, exact: true });
      await expect(slide).toContainText(banner.title);
    }

    // Auto-play (every 3000 ms) moves the slides without any interaction.
    const firstSlide = slides.first();
    const startX = (await firstSlide.boundingBox())?.x;
    await expect.poll(async () => (await firstSlide.boundingBox())?.x, { timeout: 8_000 }).not.toBe(startX);

    // Hovering pauses it; 4 slides fit the carousel at 1280 px (docs/product.md §9: 4 for 1024-3000).
    await carousel.hover();
    await expect(carousel.getByRole('button', { name: 'Pause carousel' })).toBeVisible();
    await expect
      .poll(async () => {
        const frame = await carousel.boundingBox();
        if (!frame) return -1;
        let inside = 0;
        for (const slide of await slides.all()) {
          const box = await slide.boundingBox();
          if (box && box.width > 0 && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) inside += 1;
        }
        return inside;
      })
      .toBe(4);

    // 1 per view below 464 px.
    await page.setViewportSize(MOBILE);
    await expect
      .poll(async () => {
        const [frame, first] = await Promise.all([carousel.boundingBox(), slides.first().boundingBox()]);
        return frame && first ? Math.round((first.width / frame.width) * 100) : 0;
      })
      .toBeGreaterThan(90);
  });

  test('lists the collections and the product sections, each one rail of cards, rendered as the shopper scrolls', async ({
    page,
    request,
  }) => {
    const homeCollections = await collections(request);
    const { data: categorySections } = await apiGet<{ category: { id: number; name: string } }[]>(
      request,
      '/products/v1/category_products',
    );
    await openStore(page, '/');
    await expectHomeLoaded(page);
    const main = page.getByRole('main');
    // The sections far below the fold wait for the shopper to scroll near them.
    await expect(main.locator('[data-testid="render-when-near"]').first()).toBeAttached();
    await renderWholeHome(page);

    for (const collection of homeCollections.filter((c) => c.products.length > 0)) {
      const section = main.getByRole('region', { name: collection.name, exact: true });
      await expect(section.getByRole('heading', { level: 2, name: collection.name })).toBeVisible();
      // A collection has no list page: its rail shows all its products (12 at most).
      await expect(productCards(section)).toHaveCount(collection.products.length);
      await expect(section.getByRole('link', { name: collection.products[0].name, exact: true })).toBeAttached();
    }
    const viewAll = {
      'Latest products': '/products?sort=newest',
      'Trending products': '/products?sort=popular',
      'Trending this week': '/products?sort=popular',
      'Best sellers': '/products?sort=popular',
    };
    for (const [title, href] of Object.entries(viewAll)) {
      const section = main.getByRole('region', { name: title, exact: true });
      const rail = section.getByRole('list', { name: title, exact: true });
      await expect(productCards(rail).first()).toBeAttached();
      expect(await productCards(rail).count()).toBeLessThanOrEqual(8);
      await expect(section.getByRole('link', { name: `View all ${title}`, exact: true })).toHaveAttribute('href', href);
    }
    for (const { category } of categorySections) {
      const section = main.getByRole('region', { name: category.name, exact: true });
      await expect(productCards(section).first()).toBeAttached();
      await expect(section.getByRole('link', { name: `View all ${category.name}`, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^/products\\?category_ids\\[${category.id}\\]=|^/get-to-know-us/`),
      );
    }
    // One row per rail: every card of a rail sits at the same height.
    const tops = await main
      .getByRole('list', { name: 'Latest products', exact: true })
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // Each card shows its name as a link to the product page and its price.
    const card = productCards(main).first();
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/products\/[^/]+\/\d+$/);
    await expect(card).toContainText('₹');
  });

  test("a rail's later cards, drawn only when near, are in the page and show whole once the shopper scrolls to them", async ({
    page,
    request,
  }) => {
    const [first] = (await collections(request)).filter((c) => c.products.length > 5);
    test.skip(!first, 'the demo store has no collection of more than five products');
    await page.setViewportSize(MOBILE);
    await openStore(page, '/');
    await expectHomeLoaded(page);
    const rail = page.getByRole('main').getByRole('list', { name: first.name, exact: true });
    const last = first.products[first.products.length - 1];
    // Off to the side, the last card is already there for assistive tech and find-in-page.
    await expect(rail.getByRole('heading', { name: last.name, exact: true })).toBeAttached();
    await rail.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    const card = productCards(rail).last();
    await expect(card.getByRole('heading', { name: last.name, exact: true })).toBeVisible();
    await expect(card).toContainText('₹');
    const [railBox, cardBox] = await Promise.all([rail.boundingBox(), card.boundingBox()]);
    // As tall as the cards drawn with the page: the row kept its height.
    expect(Math.round(cardBox?.height ?? 0)).toBe(Math.round((await productCards(rail).first().boundingBox())?.height ?? -1));
    expect((cardBox?.x ?? -1) + (cardBox?.width ?? 0)).toBeLessThanOrEqual((railBox?.x ?? 0) + (railBox?.width ?? 0) + 1);
  });

  test('asks for the first banner first and leaves pictures below the fold for later', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openStore(page, '/');
    await expectHomeLoaded(page);
    const offers = page.getByRole('region', { name: 'Offers' });
    await expect(offers.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(offers.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
    // Every picture has its size, so nothing moves when it arrives.
    const unsized = await page.locator('main img').evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length);
    expect(unsized).toBe(0);
    // The cards past the first screen load lazily.
    await expect(page.locator('main article img[loading="lazy"]').first()).toBeAttached();
  });

  test('draws the first screen from the answers written into the page: no request for the config, the settings or the banners', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(url.pathname + url.search);
    });
    await openStore(page, '/');
    await expectHomeLoaded(page);
    for (const path of ['/config.json', '/api/v1/store_settings', '/api/v1/banners', '/api/v1/products/filter?page=1']) {
      expect(asked, `${path} came from the page's boot data`).not.toContain(path);
    }
    // The shopper's own reads still go to the API, once the page has hydrated.
    await expect.poll(() => asked).toContain('/api/v1/carts');
  });

  test('the footer has the content pages, top categories, help links and "© <year> <store name>"', async ({
    page,
    request,
  }) => {
    const [settings, pages, tree] = await Promise.all([storeSettings(request), cmsPages(request), categoryTree(request)]);
    await openStore(page, '/');
    const footer = siteFooter(page);
    const year = await page.evaluate(() => new Date().getFullYear());

    await expect(footer.getByText(`© ${year} ${settings.name}`, { exact: true })).toBeVisible();
    await expectFooterLinks(footer, pages, tree);
    if (settings.customer_support_email) {
      await expect(footer.locator(`a[href="mailto:${settings.customer_support_email}"]`)).toBeVisible();
    }
    const social = footer.getByRole('list', { name: 'Social media' });
    for (const [name, url] of [
      ['LinkedIn', settings.linkedin_url],
      ['Instagram', settings.instagram_url],
      ['Twitter', settings.twitter_url],
      ['Facebook', settings.facebook_url],
      ['YouTube', settings.youtube_url],
    ] as const) {
      if (url) await expect(social.getByRole('link', { name })).toHaveAttribute('href', url);
      else await expect(social.getByRole('link', { name })).toHaveCount(0);
    }
    if (!settings.hide_shoppeez_from_website) {
      await expect(footer.getByRole('link', { name: /Powered by/ })).toBeVisible();
    }
  });
});
