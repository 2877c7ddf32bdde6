import { expect, test } from '@playwright/test';
import { DESKTOP, LIGHT_PAGE, THEMES, cmsPages, openStore, siteHeader } from './support/store';

/**
 * The CMS pages flagged show_on_header are header entries (docs/product.md §2), in the bar itself on a laptop
 * (1280 px) in every theme. The default header (Standard, Ultra, Default, Elite, Cosmetic) gives its nav a
 * row of its own under logo and icons when they cannot all share one; only a bar too narrow even then
 * (800 px) moves them into "More", where they stay reachable.
 */
test.describe('header pages', () => {
  for (const theme of THEMES) {
    test(`theme ${theme.name}: the header pages are in the bar at 1280 px, and under More at 800 px`, async ({ page, request }) => {
      const flagged = (await cmsPages(request)).filter((p) => p.show_on_header);
      expect(flagged.length).toBeGreaterThan(0);
      await page.setViewportSize(DESKTOP);
      await openStore(page, LIGHT_PAGE, { theme: theme.name });
      const nav = siteHeader(page).getByRole('navigation', { name: 'Main' });
      for (const cms of flagged) {
        const link = nav.getByRole('link', { name: cms.title, exact: true });
        await expect(link, `${cms.title} in the ${theme.name} bar`).toBeVisible();
        await expect(link).toHaveAttribute('href', `/get-to-know-us/${cms.slug}`);
      }
      // Nothing in the header is drawn over another part of the page's top: the bar stays within the window.
      const box = await siteHeader(page).boundingBox();
      expect(box?.height ?? 0).toBeLessThan(DESKTOP.height / 4);

      await page.setViewportSize({ width: 800, height: 800 });
      const inBar = nav.getByRole('link', { name: flagged[flagged.length - 1].title, exact: true });
      if (await inBar.isHidden()) {
        await nav.getByRole('button', { name: 'More', exact: true }).click();
        const menu = page.getByRole('menu', { name: /^More/ });
        for (const cms of flagged) {
          if (await nav.getByRole('link', { name: cms.title, exact: true }).isHidden()) {
            await expect(menu.getByRole('menuitem', { name: cms.title, exact: true })).toBeVisible();
          }
        }
      }
    });
  }
});
