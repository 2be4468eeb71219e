import { type Browser, expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import { PRO_MESSAGES } from '@showroom/contract/pro';
import { latestMailText, OTP, waitForMailLink, waitForNewMailText } from './support/mail-outbox.ts';
import { platformUrl, shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const ADMIN_EMAIL = 'admin@showroom.test';

async function signInAsAdmin(page: Page): Promise<void> {
  const previous = await latestMailText(ADMIN_EMAIL, OTP);
  await page.goto(shellUrl(ROUTE_PATHS.adminLogin));
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.otpSent)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Code' })
    .fill(await waitForNewMailText(ADMIN_EMAIL, OTP, previous));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.adminHome));
}

/** A pro who has applied and verified their e-mail, waiting for approval; a page of theirs of their own. */
async function pendingPro(browser: Browser, email: string): Promise<Page> {
  const applied = await (await browser.newContext()).request.post(platformUrl('/api/register/contractor'), {
    data: {
      type: 'Contractor',
      company_name: 'Northgate Remodeling',
      licence_number: 'CSLB 554433',
      full_name: 'Riley Northgate',
      email,
      password: PASSWORD,
      country_code: '+1',
      phone_number: '(415) 555-0177',
      zip_code: '94107',
      service_area: 'San Francisco',
      agree: true,
    },
  });
  expect(applied.status()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await page.goto(await waitForMailLink(email, '/verify/'));
  await expect(page.getByText(ACCOUNT_MESSAGES.emailVerified)).toBeVisible();
  return page;
}

test('an admin signs in with the one-time code, approves a pending pro who can then sign in, and deactivating them signs them out', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `northgate-${Date.now()}@pros.showroom.test`;
  const proPage = await pendingPro(browser, email);

  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.adminApprovals));
  const waiting = page.getByRole('region', { name: /Pros waiting for approval/ });
  const row = waiting.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Northgate Remodeling');
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(page.getByText(PRO_MESSAGES.approved, { exact: false })).toBeVisible();
  await expect(waiting.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The approved pro signs in to the pros' console.
  await proPage.goto(shellUrl(ROUTE_PATHS.proLogin));
  await proPage.getByLabel('Email').fill(email);
  await proPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await proPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(proPage).toHaveURL(shellUrl(ROUTE_PATHS.proConsole));
  await expect(proPage.getByText('Northgate Remodeling').first()).toBeVisible();

  // The admin finds and deactivates them; the pro's next visit finds them signed out.
  await page.getByLabel('E-mail, name or company').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Deactivate ${email}` }).click();
  await page.getByRole('button', { name: 'Deactivate and sign out' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.deactivated, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible();

  await proPage.goto(shellUrl(ROUTE_PATHS.proOrders));
  await expect(proPage.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The admin's action is in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: 'Deactivated an account' }).first()).toBeVisible();
});
