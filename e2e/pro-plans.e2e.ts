import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { PLAN_MESSAGES } from '@showroom/contract/pro';
import { shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const CONTRACTOR = 'contractor@showroom.test';

test('the demo contractor buys Premium with a new card 4242 and sees it active with its receipt', async ({
  page,
}) => {
  await page.goto(shellUrl(ROUTE_PATHS.proPlans));
  // Signed out, the console shows its sign-in in place and keeps the address asked for.
  await page.getByLabel('Email').fill(CONTRACTOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Plans and billing', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Buy Premium' }).click();
  await page.getByRole('radio', { name: 'New card' }).check();
  // The card fields are the platform's card frame; the page only ever holds the token.
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').pressSequentially('4242424242424242');
  await card.getByLabel('Name on card').fill('Ethan Brooks');
  await card.getByLabel('Expiration (MM/YY)').pressSequentially('1234');
  await card.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Pay $199.00' }).click();

  await expect(page.getByText(PLAN_MESSAGES.purchased)).toBeVisible();
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium).toContainText('Active · renews');
  await expect(page.getByText(/Renews on \d\d\.\d\d\.\d{4} to your Visa card ending in 4242/)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Premium (purchase)');
  await expect(page.getByRole('table')).toContainText('Visa ending in 4242');
  await expect(page.getByText('4242424242424242')).toHaveCount(0);
});
