import { expect, test } from '@playwright/test';
import type { CmsPage, Faq } from '@storefront/sdk';
import { LIGHT_PAGE, apiGet, escapeRegExp, openStore, siteFooter, storeSettings, toast } from './support/store';

/**
 * Content (docs/product.md §2 and §8): CMS pages and the terms page, the FAQs, the contact form with its
 * toasts, and the newsletter form of the footers that have one.
 */

/** Plain text of an HTML fragment, one entry per block. */
const blocks = (html: string) =>
  html
    .split(/<\/(?:p|h\d|li)>/i)
    .map((part) => part.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** An address nobody has used yet in this database. */
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

test.describe('content pages', () => {
  test('the terms page /get-to-know-us/terms_and_policy shows its title and content', async ({ page, request }) => {
    const { data: terms } = await apiGet<CmsPage>(request, '/cms_pages/terms_and_policy');
    const settings = await storeSettings(request);
    await openStore(page, '/get-to-know-us/terms_and_policy');

    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    for (const text of blocks(terms.content)) {
      await expect(article.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(terms.title)}.*${escapeRegExp(settings.name)}`));
    // Reached from the footer's Information links too, and the new page starts at its top.
    await openStore(page, LIGHT_PAGE);
    const link = siteFooter(page).getByRole('link', { name: terms.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL('/get-to-know-us/terms_and_policy');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the FAQs open and close one answer at a time, grouped by category', async ({ page, request }) => {
    const { data: faqs } = await apiGet<Faq[]>(request, '/faqs');
    expect(faqs.length).toBeGreaterThan(1);
    await openStore(page, '/faqs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');

    for (const category of new Set(faqs.map((f) => f.category).filter(Boolean))) {
      await expect(main.getByRole('heading', { level: 2, name: category ?? '', exact: true })).toBeVisible();
    }
    const questions = main.getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(faqs.length);

    const [first, second] = faqs;
    const firstQuestion = main.getByRole('button', { name: first.question, exact: true });
    const firstAnswer = main.getByRole('region', { name: first.question, exact: true });
    await expect(firstAnswer).toBeHidden();
    await firstQuestion.click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText(blocks(first.answer)[0]);

    const secondQuestion = main.getByRole('button', { name: second.question, exact: true });
    await secondQuestion.click();
    await expect(main.getByRole('region', { name: second.question, exact: true })).toBeVisible();

    await firstQuestion.click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    // From the keyboard too.
    await firstQuestion.focus();
    await page.keyboard.press('Enter');
    await expect(firstAnswer).toBeVisible();
  });

  test('the contact form shows what is wrong, then sends and shows the server\'s thank-you toast', async ({ page }) => {
    await openStore(page, '/contact-us');
    const form = page.getByRole('main').getByRole('form', { name: 'Send us a message' });
    const send = form.getByRole('button', { name: 'Send message' });

    await send.click();
    await expect(form.getByRole('alert')).toHaveText(['name required', 'email required', 'message required']);
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@shop');
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('98765');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you deliver to Pune on Sundays?');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText(['Invalid email address', 'Invalid phone number']);

    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('asha'));
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('9876543210');
    await form.getByRole('textbox', { name: 'Subject (optional)' }).fill('Sunday delivery');
    await expect(form.getByRole('alert')).toHaveCount(0);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/contacts') && r.request().method() === 'POST');
    await send.click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { message: string } };
    expect(data.message).toBeTruthy();
    await expect(toast(page, data.message)).toBeVisible();
    // Sent: the form starts again, empty.
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  });

  test('the newsletter form says "Invalid email", then subscribes a new address', async ({ page }) => {
    // Grocery's footer carries the subscribe form ("Join now 55,000 people getting our emails").
    await openStore(page, LIGHT_PAGE, { theme: 'Grocery' });
    const footer = siteFooter(page);
    await expect(footer).toHaveAttribute('data-footer-variant', 'grocery');
    await expect(footer.getByText('Join now 55,000 people getting our emails')).toBeVisible();
    const form = footer.getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    const subscribe = form.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expect(form.getByRole('alert')).toHaveText('Email Required');
    await email.fill('asha@shop');
    await subscribe.click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email');

    const address = uniqueEmail('news');
    await email.fill(address);
    await expect(form.getByRole('alert')).toHaveCount(0);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/subscriber'));
    await subscribe.click();
    expect((await answered).status()).toBe(201);
    await expect(toast(page, 'you are successfully subscribed!!')).toBeVisible();
    await expect(email).toHaveValue('');

    // The same address again: the server's answer is shown, and the address stays to be corrected.
    await email.fill(address);
    const again = page.waitForResponse((r) => r.url().endsWith('/api/v1/subscriber'));
    await subscribe.click();
    const conflict = await again;
    expect(conflict.status()).toBe(409);
    const { meta } = (await conflict.json()) as { meta: { message: string } };
    await expect(toast(page, meta.message)).toBeVisible();
    await expect(email).toHaveValue(address);
  });
});
