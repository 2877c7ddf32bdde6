import { expect, test, type Page } from '@playwright/test';
import { LIGHT_PAGE, THEMES, openStore, siteHeader, storeSettings } from './support/store';

/** Desktop widths, from just above the phone layout (776 px) to a common laptop. */
const WIDTHS = [800, 1024, 1280] as const;

/**
 * What a shopper would see as broken in the header: the page scrolling sideways, and links, buttons or the
 * search box drawn over one another or past the window's edge. Only what is rendered and not hidden from
 * everyone counts (nav entries moved into "More" are hidden in the bar; closed menus are not drawn).
 */
async function headerLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) problems.push(`page scrolls sideways (${doc.scrollWidth} > ${window.innerWidth})`);
    const header = document.querySelector('header[data-header-variant]');
    if (!header) return ['no header'];
    const shown = [...header.querySelectorAll<HTMLElement>('a, button, input')].filter((element) => {
      if (element.closest('[aria-hidden="true"], [hidden], [inert], [role="menu"], [role="dialog"]')) return false;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
    });
    const name = (element: HTMLElement) =>
      (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || element.tagName).trim();
    for (const element of shown) {
      const rect = element.getBoundingClientRect();
      if (rect.right > window.innerWidth + 0.5 || rect.left < -0.5) problems.push(`"${name(element)}" is cut off at the edge`);
    }
    for (let i = 0; i < shown.length; i += 1) {
      for (let j = i + 1; j < shown.length; j += 1) {
        const [a, b] = [shown[i], shown[j]];
        if (a.contains(b) || b.contains(a)) continue;
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const overlapX = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const overlapY = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`"${name(a)}" overlaps "${name(b)}"`);
      }
    }
    return problems;
  });
}

test.describe('header layout', () => {
  for (const { name } of THEMES) {
    test(`theme ${name}: nothing in the header overlaps or runs off the edge at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 800 });
      await openStore(page, LIGHT_PAGE, { theme: name });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // The nav re-fits after a resize; let two frames pass.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await headerLayoutProblems(page), `${name} at ${width} px`).toEqual([]);
      }
      await expect(siteHeader(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    });
  }
});

test.describe('floating chat button', () => {
  test('"Chat on WhatsApp" opens the store\'s WhatsApp in a new tab and is hidden on /products', async ({ page, request }) => {
    const settings = await storeSettings(request);
    const digits = (settings.whatsapp_number ?? '').replace(/\D/g, '');
    await openStore(page, LIGHT_PAGE);

    const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', `https://wa.me/${digits}`);
    await expect(chat).toHaveAttribute('target', '_blank');

    await page.goto('/products');
    await expect(siteHeader(page)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(chat).toHaveCount(0);

    await page.goto('/faqs');
    await expect(chat).toBeVisible();
  });
});
