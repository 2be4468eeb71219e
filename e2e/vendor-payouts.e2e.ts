import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { VENDOR_SETUP_LABELS } from '@showroom/contract/vendor';
import { shellUrl } from './support/urls.ts';

/** A seeded vendor other journeys leave alone, so saving their bank account changes no other journey. */
const VENDOR_EMAIL = 'heartland@vendors.showroom.test';
const PASSWORD = 'Showroom!2026';

test('a vendor follows the home’s payout details step, saves a bank account and sees only its last four', async ({
  page,
}) => {
  await page.goto(shellUrl(ROUTE_PATHS.vendorPortal));
  await page.getByLabel('Email').fill(VENDOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: VENDOR_SETUP_LABELS.payout }).click();
  await expect(page).toHaveURL(/\/showroom\/vendor\/payouts$/);
  await expect(page.getByRole('heading', { name: 'What you are owed' })).toBeVisible();
  await page.getByLabel('Account holder').fill('Heartland Home Goods');
  await page.getByLabel(/Routing number/).fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByTestId('bank-account')).toHaveText(
    'Sandbox Test Bank •••• 6789 (Heartland Home Goods)',
  );
  await expect(page.getByLabel('Account number')).toHaveValue('');
  // The set-up no longer asks for it.
  await page.goto(shellUrl(ROUTE_PATHS.vendorPortal));
  await expect(page.getByRole('heading', { name: 'Your account', exact: true })).toBeVisible();
  await expect(page.getByText(VENDOR_SETUP_LABELS.payout)).toHaveCount(0);
});
