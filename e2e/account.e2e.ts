import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { waitForMailLink } from './support/mail-outbox.ts';
import { ON_POSTGRES } from './support/tags.ts';
import { platformUrl, shellUrl, siteUrl } from './support/urls.ts';

const PASSWORD = 'Kitchen-Remodel-2026';
/** The home page, with or without the base path's trailing slash. */
const HOME = new RegExp(`^${platformUrl('/showroom')}/?$`);

/** A fresh address per run, so journeys never collide with each other or with a retry. */
function newEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function fillAccountStep(form: Page | Locator, email: string): Promise<void> {
  await form.getByLabel('Full name').fill('Nora Newman');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Phone number').fill('415 555 0199');
  await form.getByLabel('Zip code').fill('94110');
  await form.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await form.getByRole('button', { name: 'Next' }).click();
}

async function fillShippingStep(form: Page | Locator): Promise<void> {
  await form.getByLabel('Street').fill('1 Valencia St');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('Zip code').fill('94110');
  await form.getByRole('button', { name: 'Next' }).click();
  // Step 3's card fields live in the platform's card frame.
  await expect(form.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
}

function toast(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

/** Log Out from the header's user menu: the spec's toast, and back home. */
async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Nora/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(HOME);
}

test.describe('Accounts', ON_POSTGRES, () => {
  test('register in three steps, verify from the mail, sign in, see the account, log out', async ({
    page,
  }) => {
    const email = newEmail('nora');
    await page.goto(shellUrl(ROUTE_PATHS.register));
    await fillAccountStep(page, email);
    await fillShippingStep(page);
    // The card fields are the platform's card frame; the page only ever holds the token.
    const card = page.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number').pressSequentially('4242424242424242');
    await card.getByLabel('Name on card').fill('Nora Newman');
    await card.getByLabel('Expiration (MM/YY)').pressSequentially('1234');
    await card.getByRole('textbox', { name: 'CVV' }).fill('123');
    await page.getByRole('button', { name: 'Done' }).click();

    await expect(page.getByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home page' }).click();
    await expect(page).toHaveURL(HOME);

    const link = await waitForMailLink(email, '/showroom/verify/');
    await page.goto(link);
    await expect(page.getByText(ACCOUNT_MESSAGES.emailVerified).first()).toBeVisible();

    // Log out from the header menu, then sign in again with the new account.
    await logOutFromHeader(page);

    await page.goto(shellUrl(loginPath(ROUTE_PATHS.account)));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.account));
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    // The saved card shows masked: brand and last four, never the number.
    await expect(page.getByText(/4242/).first()).toBeVisible();
    await expect(page.getByText('4242424242424242')).toHaveCount(0);

    await logOutFromHeader(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a server error on a step-1 field while on step 3 goes back to step 1 with the message', async ({
    page,
  }) => {
    await page.goto(shellUrl(ROUTE_PATHS.register));
    // The demo homeowner's address is taken: only the server can know.
    await fillAccountStep(page, 'homeowner@showroom.test');
    await fillShippingStep(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.emailTaken).first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toHaveValue('Nora Newman');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  test('a vendor signing in on the showroom is told they are not authorized and stays signed out', async ({
    page,
  }) => {
    await page.goto(shellUrl(ROUTE_PATHS.login));
    await page.getByLabel('Email').fill('vendor@showroom.test');
    await page.getByLabel('Password', { exact: true }).fill('Showroom!2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, ACCOUNT_MESSAGES.notAuthorized)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('registration works in the widget embedded on the pro’s own site', async ({ page }) => {
    const email = newEmail('embedded');
    await page.goto(siteUrl('/client-portal.html'));
    const widget = page.locator('showroom-register');
    await fillAccountStep(widget, email);
    await fillShippingStep(widget);
    const card = widget.frameLocator('iframe[title="Card details"]');
    await card.getByLabel('Card number').pressSequentially('5555555555554444');
    await card.getByLabel('Expiration (MM/YY)').pressSequentially('1234');
    await card.getByRole('textbox', { name: 'CVV' }).fill('123');
    // By keyboard: with the focus in the card frame (another site here), a synthetic mouse click on
    // the page was sometimes lost in headless Chromium.
    await widget.getByRole('button', { name: 'Done' }).press('Enter');
    await expect(widget.getByRole('dialog', { name: ACCOUNT_MESSAGES.signupThanks })).toBeVisible();
    // The pro's page never held the card number: only the frame (another origin) did.
    const pageText = await page.evaluate(() => {
      const host = document.querySelector('showroom-register');
      return document.documentElement.outerHTML + (host?.shadowRoot?.innerHTML ?? '');
    });
    expect(pageText).not.toContain('5555555555554444');
    expect(pageText).not.toContain('5555 5555 5555 4444');
    // The account exists on the platform: its verification mail went out.
    expect(await waitForMailLink(email, '/showroom/verify/')).toContain(platformUrl('/showroom/verify/'));
  });
});
