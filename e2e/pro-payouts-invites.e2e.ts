import { expect, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { INVITE_TEXTS, PAYOUT_TEXTS } from '@showroom/contract/pro';
import { waitForMailLink } from './support/mail-outbox.ts';
import { registerHomeowner } from './support/purchase-steps.ts';
import { shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const CONTRACTOR = 'contractor@showroom.test';

test('the demo contractor saves bank details and sees the balances', async ({ page }) => {
  // Opened signed out: the console's own sign-in shows in place and then the screen asked for.
  await page.goto(shellUrl(ROUTE_PATHS.payoutSetup));
  await page.getByLabel('Email').fill(CONTRACTOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: PAYOUT_TEXTS.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('pending-balance')).toHaveText(/^\$\d/);
  await expect(page.getByTestId('available-balance')).toHaveText(/\$\d/);
  await expect(page.getByText(PAYOUT_TEXTS.pendingHelp)).toBeVisible();

  await page.getByLabel('Account holder').fill('Ethan Brooks');
  await page.getByLabel(/Routing number/).fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: /bank account/ }).click();
  await expect(page.getByTestId('bank-account')).toHaveText('Sandbox Test Bank •••• 6789 (Ethan Brooks)');
  await expect(page.getByText(PAYOUT_TEXTS.bankSaved)).toBeVisible();
  // The number is gone from the page once saved.
  await expect(page.getByLabel('Account number')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('bank-account')).toHaveText('Sandbox Test Bank •••• 6789 (Ethan Brooks)');
});

test('the demo contractor invites a client, who registers in that showroom and shows as joined', async ({
  page,
  browser,
}) => {
  const client = `invited.${Date.now()}@example.com`;
  await page.goto(shellUrl(ROUTE_PATHS.proInvites));
  await page.getByLabel('Email').fill(CONTRACTOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Invites', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address').fill(client);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(INVITE_TEXTS.sent)).toBeVisible();
  await expect(page.getByTestId(`invite-${client}`)).toContainText('Invited');

  // The client opens the mail's link in a browser of their own (not signed in as the pro).
  const link = await waitForMailLink(client, '/showroom/invite/');
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(link);
  await clientPage.getByRole('link', { name: 'Create my account' }).click();
  await registerHomeowner(clientPage, 'Rosa Invited');
  await expect(clientPage.getByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks })).toBeVisible();
  await clientContext.close();

  await page.reload();
  await expect(page.getByTestId(`invite-${client}`)).toContainText('Joined');
  await expect(page.getByTestId(`invite-${client}`)).toContainText('Rosa Invited');
});
