import { expect, type Page, test } from '@playwright/test';
import { formatMessage } from '@showroom/contract';
import { proEmbedsConsoleUrl, SITE_ORIGIN_MESSAGES } from '@showroom/contract/constants';
import { productCardLinks } from './support/product-cards.ts';
import { DEMO_SHOWROOM, platformUrl, siteUrl } from './support/urls.ts';

/**
 * The demo pro site under a host name no pro registered: global setup registers
 * http://127.0.0.1:<port>, so http://localhost:<port> is the same site on another origin.
 */
function unregisteredSiteUrl(path = ''): string {
  const url = new URL(siteUrl(path));
  url.hostname = 'localhost';
  return url.href;
}

/**
 * API calls that failed: blocked (a CORS block is a `requestfailed` with net::ERR_FAILED) or 4xx/5xx.
 * A search the widget cancels itself, because the visitor typed on, is aborted, not failed.
 */
function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(response.url());
  });
  return failed;
}

/** Every console message of `type` (error by default), as text. */
function consoleErrors(page: Page, type = 'error'): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) errors.push(message.text());
  });
  return errors;
}

test.describe('Widgets on a site no pro registered', () => {
  test('browsing works: the entry widget finds showrooms, and the browser reports no CORS failure', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const failed = failedApiCalls(page);
    await page.goto(unregisteredSiteUrl('/'));
    const widget = page.locator('showroom-entry');
    await expect(widget.getByText(DEMO_SHOWROOM.company)).toBeVisible();
    await widget.getByRole('button', { name: 'New Showroom' }).click();
    await widget.getByLabel('Enter Showroom ID').fill('studio88');
    await expect(widget.getByText('Studio 88 Interiors')).toBeVisible();
    expect(failed).toEqual([]);
    expect(errors.filter((text) => /CORS|Access-Control|Showroom/i.test(text))).toEqual([]);
  });

  test('embed.js tells the pro at load, and adding to the cart shows the visitor why not', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const warnings = consoleErrors(page, 'warning');
    const origin = new URL(unregisteredSiteUrl()).origin;
    const forThePro = formatMessage(SITE_ORIGIN_MESSAGES.registerSite, {
      origins: origin,
      console: proEmbedsConsoleUrl(platformUrl()),
    });
    await page.goto(unregisteredSiteUrl('/products.html'));
    // embed.js says so at load, before anything is refused (decision 0077).
    await expect.poll(() => warnings.filter((text) => text.startsWith('Showroom:'))).toEqual([forThePro]);
    const brands = page.locator('showroom-brands');
    await expect(brands.getByTestId('price').first()).toContainText('$');
    await productCardLinks(brands).first().click();
    const product = page.locator('showroom-product');
    await product.getByRole('button', { name: 'Add to cart' }).click();

    await expect(page.getByText(SITE_ORIGIN_MESSAGES.siteNotRegistered).first()).toBeVisible();
    await expect(page.locator('#cart-count')).toHaveText('0');
    await expect.poll(() => errors.filter((text) => text.startsWith('Showroom:'))).toEqual([forThePro]);
    // The refusal was readable (a 403 the browser logs), never blocked by CORS.
    expect(errors.filter((text) => /CORS|Access-Control/i.test(text))).toEqual([]);

    // A second refused call shows the message again but does not repeat the console line.
    const refused = page.waitForResponse((response) =>
      response.url().includes('/api/projectCart/sync_to_cart'),
    );
    await product.getByRole('button', { name: 'Add to cart' }).click();
    expect((await refused).status()).toBe(403);
    expect(errors.filter((text) => text.startsWith('Showroom:'))).toHaveLength(1);
  });
});
