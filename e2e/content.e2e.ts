import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { SHELL_MESSAGES } from '@showroom/contract/constants';
import { LEAD_MESSAGES } from '@showroom/contract/lead';
import { platformUrl, shellUrl } from './support/urls.ts';

/** Every information page of the shell with its h1 and a few of its h2s (issue #4). */
const PAGES = [
  [ROUTE_PATHS.faq, 'Frequently Asked Questions', ['Product Information']],
  [ROUTE_PATHS.aboutUs, 'About Showroom', ['For homeowners', 'For pros']],
  [ROUTE_PATHS.contact, 'Contact Us', ['Email and phone', 'Postal address']],
  [ROUTE_PATHS.returnPolicy, 'Return and Cancellation Policy', ['Returning an item', 'Refunds']],
  [ROUTE_PATHS.cookiesPolicy, 'Cookies Policy', ['Cookies we use']],
  [
    ROUTE_PATHS.termsOfService,
    'Terms of Service',
    ['Registration and eligibility', 'Disputes and governing law'],
  ],
  [ROUTE_PATHS.privacyPolicy, 'Privacy Policy', ['Information we collect', 'How we protect information']],
] as const;

test.describe('content pages', () => {
  for (const [path, title, sections] of PAGES) {
    test(`${path} shows its headings`, async ({ page }) => {
      await page.goto(shellUrl(path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const section of sections) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
    });
  }

  test('the contact page shows the support email from the settings', async ({ page, request }) => {
    const settings = (await (await request.get(platformUrl('/api/setting'))).json()) as {
      data: { support_email: string };
    };
    await page.goto(shellUrl(ROUTE_PATHS.contact));
    await expect(page.getByRole('link', { name: settings.data.support_email }).first()).toBeVisible();
  });
});

test('the footer popup sends a lead: success toast and an empty form', async ({ page }) => {
  await page.goto(shellUrl(ROUTE_PATHS.faq));
  await page.getByRole('button', { name: SHELL_MESSAGES.footerOfferTitle }).click();
  const popup = page.getByRole('dialog', { name: SHELL_MESSAGES.footerOfferTitle });
  await expect(popup.getByText(SHELL_MESSAGES.footerOfferText)).toBeVisible();

  await popup.getByRole('button', { name: 'Get my offer' }).click();
  await expect(popup.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await popup.getByLabel('Full name').fill('Dana Homeowner');
  await popup.getByLabel('Email').fill(`dana.${Date.now()}@example.com`);
  await popup.getByLabel('Phone number').fill('415 555 0142');
  await popup.getByRole('button', { name: 'Get my offer' }).click();

  await expect(page.getByText(LEAD_MESSAGES.success, { exact: true }).first()).toBeVisible();
  await expect(popup.getByLabel('Full name')).toHaveValue('');
  await expect(popup.getByLabel('Email')).toHaveValue('');
  await expect(popup.getByLabel('Phone number')).toHaveValue('');
});
