import { expect, test } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DESKTOP,
  MOBILE,
  THEMES,
  categoryTree,
  expectHomeLoaded,
  fullPageScreenshot,
  loadAllImages,
  renderWholeHome,
  openStore,
  siteFooter,
  siteHeader,
  storeSettings,
} from './support/store';

/**
 * Every theme renders its own header and footer variant (docs/product.md §2; the domain's headerVariant and
 * footerVariant), previewed with `?theme=<Name>` on this local host. A full-page screenshot per theme and
 * size is attached to the report and kept in test-results/screenshots/ (CI artifacts).
 */
const SIZES = [
  { label: 'desktop', viewport: DESKTOP },
  { label: 'mobile', viewport: MOBILE },
] as const;

/** "the garment header and footer", "the default header and standard footer". */
const variantsText = ({ header, footer }: { header: string; footer: string }) =>
  header === footer ? `the ${header} header and footer` : `the ${header} header and ${footer} footer`;

// These tests' artifacts are their full-page screenshots (attached whether they pass or fail, plus the
// failure screenshot). Tracing them (DOM snapshots of a home page with some 200 product cards at every step)
// doubles their time on a 2-core machine, so they run untraced; every other test keeps the configured
// retain-on-failure trace.
test.use({ trace: 'off' });

test.describe('themes', () => {
  for (const theme of THEMES) {
    for (const size of SIZES) {
      test(`theme ${theme.name} renders ${variantsText(theme)} (${size.label})`, async ({
        page,
        request,
      }, testInfo) => {
        const [settings, tree] = await Promise.all([storeSettings(request), categoryTree(request)]);
        await page.setViewportSize(size.viewport);
        await openStore(page, '/', { theme: theme.name });

        await expect(siteHeader(page)).toHaveAttribute('data-header-variant', theme.header);
        await expect(siteFooter(page)).toHaveAttribute('data-footer-variant', theme.footer);
        await expect(page.locator('header[data-header-variant]')).toHaveCount(1);
        await expect(page.locator('footer[data-footer-variant]')).toHaveCount(1);
        // The chosen theme is the one in use everywhere, with the store's own content.
        await expect(siteHeader(page).getByRole('link', { name: `${settings.name} home` }).first()).toBeVisible();
        await expect(siteFooter(page)).toContainText(`${settings.name}`);
        if (size.label === 'desktop') {
          // The bar's categories: the first ones flagged for the header, the rest under "More".
          const nav = siteHeader(page).getByRole('navigation', { name: 'Main' });
          const flagged = tree.filter((c) => c.show_on_header);
          for (const [index, category] of flagged.entries()) {
            const name = { name: category.name, exact: true };
            const inBar = nav.getByRole('button', name).or(nav.getByRole('link', name));
            await expect(inBar).toHaveCount(index < theme.headerCategories ? 1 : 0);
          }
          if (flagged.length > theme.headerCategories) {
            await expect(nav.getByRole('button', { name: 'More', exact: true })).toBeVisible();
          }
        }
        await expectHomeLoaded(page);
        await renderWholeHome(page);

        await loadAllImages(page);
        // A still picture: the banners stop rotating, and the pause button gives its focus back.
        await page.getByRole('button', { name: 'Pause carousel' }).click();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const screenshot = await fullPageScreenshot(page);
        await testInfo.attach(`${theme.name}-${size.label}`, { body: screenshot, contentType: 'image/png' });
        const folder = join(testInfo.project.outputDir, 'screenshots');
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, `${theme.name.toLowerCase()}-${size.label}.png`), screenshot);
      });
    }
  }
});
