import { expect, test } from '@playwright/test';
import { classicTee, createFakeApi } from '@storefront/sdk/testing';
import { routeApiToFake } from './playwright-fake';

// The front end under test is served on :4200 and calls /api/v1 on its own origin.
const fake = createFakeApi({ baseUrl: 'http://localhost:4200/api/v1' });

test.beforeEach(async ({ page }) => {
  fake.reset();
  await routeApiToFake(page, fake);
});

test('a shopper adds a product to the cart', async ({ page }) => {
  await page.goto(`http://localhost:4200/products/${classicTee.slug}/${classicTee.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  expect(fake.state.carts).toHaveLength(1);
});
