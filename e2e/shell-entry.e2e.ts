import { expect, test } from '@playwright/test';
import { loginPath, MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { SHELL_MESSAGES } from '@showroom/contract/constants';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

test.describe('Showroom entry in the shell', () => {
  test('a seeded Showroom ID shows the company and Next enters the showroom', async ({ page }) => {
    await page.goto(shellUrl(ROUTE_PATHS.home));
    const input = page.getByLabel('Enter Showroom ID');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    await input.fill(DEMO_SHOWROOM.id.toLowerCase());
    await expect(page.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    await expect(page.getByText(`Showroom ID: ${DEMO_SHOWROOM.id}`)).toBeVisible();
    await next.click();

    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
    await expect(page.getByRole('heading', { name: `Welcome to ${DEMO_SHOWROOM.company}` })).toBeVisible();
    await expect(page).toHaveTitle('Showroom | Contractor Showroom');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('my_item') ?? 'null'));
    expect(stored).toMatchObject({ vsd_id: DEMO_SHOWROOM.id, company_name: DEMO_SHOWROOM.company });

    // Back home, the form is replaced by Continue Shopping and New Showroom.
    await page
      .getByRole('link', { name: /Evergreen Home Remodeling/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
    await page.getByRole('button', { name: 'New Showroom' }).click();
    await expect(page.getByLabel('Enter Showroom ID')).toBeVisible();
  });

  test('a wrong Showroom ID says so in one warning toast, closed when the ID is corrected', async ({
    page,
  }) => {
    await page.goto(shellUrl(ROUTE_PATHS.home));
    const input = page.getByLabel('Enter Showroom ID');
    await input.fill('ZZZZ9999');
    const message = page.getByText(MESSAGES.showroomNotFound);
    await expect(message).toHaveCount(1);
    await expect(page.locator('.sr-toast')).toHaveCount(1);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await input.fill(DEMO_SHOWROOM.id);
    await expect(page.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    // Gone with the correction, not 10 s later.
    await expect(message).toHaveCount(0);
  });

  test('Shop without a showroom opens the Showroom ID modal', async ({ page }) => {
    await page.goto(shellUrl(ROUTE_PATHS.home));
    await page.getByRole('button', { name: 'Shop' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.showroomIdPrompt)).toBeVisible();
    await dialog.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('unknown paths go to /404 and login routes redirect visitors to Login', async ({ page }) => {
    await page.goto(platformUrl('/showroom/no/such/page'));
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.notFound));
    await expect(page.getByRole('heading', { name: SHELL_MESSAGES.notFoundTitle })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/showroom\/?$/);

    await page.goto(shellUrl(ROUTE_PATHS.account));
    await expect(page).toHaveURL(shellUrl(loginPath(ROUTE_PATHS.account)));
  });

  test('going from Cart to Login stores /checkout as the post-login redirect', async ({ page }) => {
    await page.goto(shellUrl(ROUTE_PATHS.cart));
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.login));
    expect(await page.evaluate(() => localStorage.getItem('redirect_to'))).toContain('/checkout');
  });
});
