import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import { INVITE_TEXTS } from '@showroom/contract/pro';
import { VENDOR_ACCOUNT_MESSAGES, VENDOR_SETUP_LABELS } from '@showroom/contract/vendor';
import { latestMailText, OTP, waitForMailLink, waitForNewMailText } from './support/mail-outbox.ts';
import { shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const CONTRACTOR = 'contractor@showroom.test';
const ADMIN_EMAIL = 'admin@showroom.test';

async function signInAsAdmin(page: Page): Promise<void> {
  const previous = await latestMailText(ADMIN_EMAIL, OTP);
  await page.goto(shellUrl(ROUTE_PATHS.adminApprovals));
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.otpSent)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Code' })
    .fill(await waitForNewMailText(ADMIN_EMAIL, OTP, previous));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a pro invites a vendor, who accepts, is approved by the admin, sets up the account and reaches the portal', async ({
  page,
  browser,
}) => {
  test.slow();
  const vendor = `stonecraft.${Date.now()}@vendors.example.com`;

  // The demo contractor invites the vendor from the console's Invites screen.
  await page.goto(shellUrl(ROUTE_PATHS.proInvites));
  await page.getByLabel('Email').fill(CONTRACTOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Invites', level: 1 })).toBeVisible();
  await page.getByLabel('Invite').selectOption('vendor');
  await page.getByLabel('E-mail address').fill(vendor);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(INVITE_TEXTS.sent)).toBeVisible();

  // The vendor opens the mail's link in a browser of their own and accepts with a password.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await vendorPage.goto(await waitForMailLink(vendor, '/showroom/invite/'));
  await expect(
    vendorPage.getByRole('heading', { name: /invites you to sell on their showroom/ }),
  ).toBeVisible();
  await vendorPage.getByLabel('Company').fill('Stonecraft Tiles');
  await vendorPage.getByLabel('Your name').fill('Vera Stone');
  await vendorPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await vendorPage.getByRole('button', { name: 'Create my vendor account' }).click();
  await expect(vendorPage.getByText(INVITE_TEXTS.vendorPending)).toBeVisible();
  // The page asked them to verify their address meanwhile.
  await vendorPage.goto(await waitForMailLink(vendor, '/verify/'));
  await expect(vendorPage.getByText(ACCOUNT_MESSAGES.emailVerified)).toBeVisible();

  // The admin approves the vendor in the console.
  await page.evaluate(() => localStorage.clear());
  await signInAsAdmin(page);
  const waiting = page.getByRole('region', { name: /Vendors waiting for approval/ });
  await expect(waiting.getByRole('row').filter({ hasText: vendor })).toContainText('Stonecraft Tiles');
  await waiting.getByRole('button', { name: `Approve ${vendor}` }).click();
  await expect(page.getByText(ADMIN_MESSAGES.vendorApproved).first()).toBeVisible();

  // The approval mail leads the vendor to their portal, which signs them in in place.
  await vendorPage.goto(await waitForMailLink(vendor, '/showroom/vendor'));
  await vendorPage.getByLabel('Email').fill(vendor);
  await vendorPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await vendorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(vendorPage.getByRole('heading', { name: 'To finish your account' })).toBeVisible();

  // The set-up: contact, warehouse and a brand line; the company is the one given on accepting.
  await expect(vendorPage.getByLabel('Company name')).toHaveValue('Stonecraft Tiles');
  await vendorPage.getByLabel('Contact name').fill('Vera Stone');
  await vendorPage.getByLabel('Phone').fill('(415) 555-0188');
  await vendorPage.getByLabel('Warehouse address').fill('1200 Industrial Way');
  await vendorPage.getByLabel('City').fill('Oakland');
  await vendorPage.getByLabel('State').selectOption('CA');
  await vendorPage.getByLabel('ZIP code').fill('94607');
  await vendorPage.getByLabel('Add a brand line').fill('Stonecraft');
  await vendorPage.getByRole('button', { name: 'Save account' }).click();
  await expect(vendorPage.getByText(VENDOR_ACCOUNT_MESSAGES.saved).first()).toBeVisible();

  // The last step the home lists: payout details, through the gateway (decision 0099).
  await vendorPage.getByRole('link', { name: VENDOR_SETUP_LABELS.payout }).click();
  await vendorPage.getByLabel('Account holder').fill('Stonecraft Tiles');
  await vendorPage.getByLabel(/Routing number/).fill('110000000');
  await vendorPage.getByLabel('Account number').fill('000123456789');
  await vendorPage.getByRole('button', { name: 'Save bank account' }).click();
  await expect(vendorPage.getByTestId('bank-account')).toContainText('•••• 6789');

  // A new tab of the portal's address shows the portal home, still signed in.
  const again = await vendorContext.newPage();
  await again.goto(shellUrl(ROUTE_PATHS.vendorPortal));
  await expect(again.getByRole('heading', { name: 'Your account is complete' })).toBeVisible();
  await expect(again.getByRole('link', { name: 'See your products' })).toBeVisible();
  await vendorContext.close();
});
