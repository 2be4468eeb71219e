import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { BRANDING_MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { PLAN_MESSAGES } from '@showroom/contract/pro';
import { shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const CONTRACTOR = 'contractor@showroom.test';
/**
 * On Basic in the seed: no theme colour or logo until a plan allows them (spec §4). This file leaves both
 * demo pros on Premium (a bought month cannot be undone); journeys that read their branding run before it.
 */
const DESIGNER = 'designer@showroom.test';

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Buys Premium with a new 4242 card in the platform's card frame (the page only ever holds the token). */
async function payPremiumWithNewCard(page: Page, nameOnCard: string): Promise<void> {
  await page.getByRole('button', { name: 'Buy Premium' }).click();
  await page.getByRole('radio', { name: 'New card' }).check();
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').pressSequentially('4242424242424242');
  await card.getByLabel('Name on card').fill(nameOnCard);
  await card.getByLabel('Expiration (MM/YY)').pressSequentially('1234');
  await card.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('button', { name: 'Pay $199.00' }).click();
  await expect(page.getByText(PLAN_MESSAGES.purchased)).toBeVisible();
}

test('the demo contractor buys Premium with a new card 4242 and sees it active with its receipt', async ({
  page,
}) => {
  await page.goto(shellUrl(ROUTE_PATHS.proPlans));
  // Signed out, the console shows its sign-in in place and keeps the address asked for.
  await signIn(page, CONTRACTOR);
  await expect(page.getByRole('heading', { name: 'Plans and billing', level: 1 })).toBeVisible();

  await payPremiumWithNewCard(page, 'Ethan Brooks');
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium).toContainText('Active · renews');
  await expect(page.getByText(/Renews on \d\d\.\d\d\.\d{4} to your Visa card ending in 4242/)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Premium (purchase)');
  await expect(page.getByRole('table')).toContainText('Visa ending in 4242');
  await expect(page.getByText('4242424242424242')).toHaveCount(0);
});

test('a designer on Basic finds the logo locked, buys Premium with 4242, and can upload a logo at once', async ({
  page,
}) => {
  await page.goto(shellUrl(ROUTE_PATHS.proShowroom));
  await signIn(page, DESIGNER);
  await expect(page.getByText(BRANDING_MESSAGES.locked)).toBeVisible();
  await expect(page.getByLabel('Choose a logo file')).toBeDisabled();

  await page.getByRole('link', { name: 'See the plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans and billing', level: 1 })).toBeVisible();
  await payPremiumWithNewCard(page, 'Sofia Marin');

  await page.goto(shellUrl(ROUTE_PATHS.proShowroom));
  await expect(page.getByLabel('Choose a logo file')).toBeEnabled();
  await expect(page.getByText(BRANDING_MESSAGES.locked)).toHaveCount(0);
});
